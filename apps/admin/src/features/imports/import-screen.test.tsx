import { permissionsOf, type ImportItem, type ImportRow } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderWithProviders } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { ImportLink } from '../../components/list/import-link';
import { ImportScreen } from './import-screen';
import { IMPORT_TEXT } from './messages';

vi.setConfig({ testTimeout: 20_000 });

const uploaded: ImportItem = {
  id: 7,
  kind: 'skills',
  partner: null,
  file_name: 'skills.csv',
  byte_size: 40,
  columns: ['Label', 'Hinted'],
  row_count: 3,
  mapping: { name: null, is_hinted: 1 },
  state: 'uploaded',
  processed: 0,
  created: 0,
  updated: 0,
  refused: 0,
  error: null,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
};
const checked: ImportItem = {
  ...uploaded,
  mapping: { name: 0, is_hinted: 1 },
  state: 'checked',
  processed: 3,
  created: 1,
  updated: 0,
  refused: 2,
  updated_at: '2026-11-27T10:00:01.000Z',
};
const done: ImportItem = { ...checked, state: 'done', updated_at: '2026-11-27T10:00:02.000Z' };
const refusedRows: ImportRow[] = [
  {
    line: 3,
    outcome: 'refuse',
    label: '=cmd',
    record_id: null,
    reason: 'The Name cell starts with "=", which a spreadsheet runs as a formula; fix the file.',
  },
  {
    line: 4,
    outcome: 'refuse',
    label: 'Go',
    record_id: null,
    reason: 'A skill named "Go" already exists.',
  },
];

describe('Import screen', () => {
  it('uploads, maps, shows the dry run with the refused rows, imports and reverts', async () => {
    let state: ImportItem = uploaded;
    const server = mockFetch({
      'imports.upload': {
        status: 201,
        body: { result: true, message: 'File uploaded.', data: uploaded },
      },
      'imports.show': () => ({ body: { data: state } }),
      'imports.dryRun': () => {
        state = checked;
        return {
          status: 202,
          body: {
            result: true,
            message: 'Dry run started.',
            data: { ...uploaded, state: 'checking' },
          },
        };
      },
      'imports.rows': ({ query }) => ({
        body: pagedBody(query.get('outcome') === 'refuse' ? refusedRows : [], 1, 1, 50),
      }),
      'imports.run': () => {
        state = done;
        return {
          status: 202,
          body: {
            result: true,
            message: 'Import started.',
            data: { ...checked, state: 'running' },
          },
        };
      },
      'imports.revert': () => {
        state = { ...done, state: 'reverted' };
        return { body: { result: true, message: 'Import reverted.', data: state } };
      },
    });
    const { user } = renderWithProviders(<ImportScreen kind="skills" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Import skills' })).toBeInTheDocument();
    const page = document.body;

    await user.click(within(page).getByRole('button', { name: IMPORT_TEXT.upload }));
    expect(within(page).getByText(IMPORT_TEXT.fileRequired)).toBeInTheDocument();
    const file = new File(['Label,Hinted\nRust,yes\n'], 'skills.csv', { type: 'text/csv' });
    await user.upload(within(page).getByLabelText(/CSV file/), file);
    await user.click(within(page).getByRole('button', { name: IMPORT_TEXT.upload }));
    const sent = server.callsTo('imports.upload')[0]!.body as FormData;
    expect(sent.get('kind')).toBe('skills');
    expect((sent.get('file') as File).name).toBe('skills.csv');

    // The automatic mapping found Hinted; Name is chosen by hand.
    const name = await within(page).findByRole('combobox', { name: /Name/ });
    expect(within(page).getByRole('combobox', { name: 'Hinted' })).toHaveValue('1');
    await user.selectOptions(name, 'Label');
    await user.click(within(page).getByRole('button', { name: IMPORT_TEXT.dryRun }));
    expect(server.callsTo('imports.dryRun')[0]!.body).toEqual({
      mapping: { name: 0, is_hinted: 1 },
    });

    expect(await within(page).findByText(IMPORT_TEXT.counts(1, 0, 2, false))).toBeInTheDocument();
    const table = await within(page).findByRole('table', { name: IMPORT_TEXT.rowsLabel });
    expect(await within(table).findByText(refusedRows[1]!.reason!)).toBeInTheDocument();
    expect(server.callsTo('imports.rows')[0]!.query.get('outcome')).toBe('refuse');

    await user.click(within(page).getByRole('button', { name: IMPORT_TEXT.importRows(1) }));
    expect(await within(page).findByText(IMPORT_TEXT.counts(1, 0, 2, true))).toBeInTheDocument();

    await user.click(within(page).getByRole('button', { name: IMPORT_TEXT.revert }));
    const confirm = await screen.findByRole('alertdialog', { name: IMPORT_TEXT.revertTitle });
    await user.click(within(confirm).getByRole('button', { name: IMPORT_TEXT.revert }));
    await waitFor(() => expect(server.callsTo('imports.revert')).toHaveLength(1));
    expect(await within(page).findByText(IMPORT_TEXT.reverted)).toBeInTheDocument();
  });

  it('asks for the partner of a jobs import', async () => {
    mockFetch({ 'partners.options': { body: { result: true, data: [] } } });
    const { user } = renderWithProviders(<ImportScreen kind="jobs" />);
    const page = document.body;
    await user.click(within(page).getByRole('button', { name: IMPORT_TEXT.upload }));
    expect(within(page).getByText(IMPORT_TEXT.partnerRequired)).toBeInTheDocument();
  });

  it('is linked from a list only for a role that can write the kind', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(<ImportLink kind="users" />);
    expect(screen.getByRole('link', { name: 'Import blocked users' })).toHaveAttribute(
      'href',
      '/admin/import/users',
    );
    unmount();
    renderWithProviders(<ImportLink kind="users" />, {
      user: { ...testAdmin, role: 'support', permissions: permissionsOf('support') },
    });
    expect(screen.queryByRole('link', { name: 'Import blocked users' })).not.toBeInTheDocument();
  });
});
