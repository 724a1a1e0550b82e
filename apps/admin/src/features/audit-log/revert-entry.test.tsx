import { AUDIT_REVERT_MESSAGES, type AuditLogEntry } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const block: AuditLogEntry = {
  id: 2,
  admin: { id: 1, name: 'Ada Admin' },
  action: 'block',
  entity: 'user',
  entity_id: 7,
  summary: { email: 'grace@example.com', before: { blocked: false }, after: { blocked: true } },
  changes: [{ field: 'blocked', label: 'Blocked', before: 'no', after: 'yes' }],
  details: [{ field: 'email', label: 'Email', value: 'grace@example.com' }],
  ip: '127.0.0.1',
  created_at: '2026-02-03T10:00:00.000Z',
};

const creation: AuditLogEntry = {
  ...block,
  id: 3,
  action: 'create',
  entity: 'job',
  entity_id: 9,
  summary: { after: { title: 'Nurse' } },
  changes: [{ field: 'title', label: 'Title', before: null, after: 'Nurse' }],
  details: [],
};

const routes = (entries: AuditLogEntry[]) => ({
  'audit.list': { body: pagedBody(entries, 1, entries.length, 20) },
  'audit.facets': { body: { data: { actions: [], entities: [], admins: [] } } },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Revert from the audit log', () => {
  it('offers Revert only on a field change, never on a creation', async () => {
    mockFetch(routes([block, creation]));
    const { user } = renderApp('/audit-log');
    await user.click(await screen.findByRole('button', { name: /^Actions for Block User #7/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Revert…',
    ]);
    expect(screen.queryByRole('button', { name: /^Actions for Create Job #9/ })).toBeNull();
  });

  it('says what will be set back, reverts on confirmation, toasts and reloads the log', async () => {
    const success = vi.spyOn(toast, 'success');
    const server = mockFetch({
      ...routes([block]),
      'audit.revert': {
        body: {
          result: true,
          message: AUDIT_REVERT_MESSAGES.reverted,
          data: { audit_ids: [5], bulk_id: null },
        },
      },
    });
    const { user } = renderApp('/audit-log');
    await user.click(await screen.findByRole('button', { name: /^Actions for Block User #7/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revert…' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Revert this change?' });
    expect(within(dialog).getByText('Blocked: yes → no')).toBeVisible();
    expect(server.callsTo('audit.revert')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(AUDIT_REVERT_MESSAGES.reverted, expect.anything()),
    );
    expect(server.callsTo('audit.revert')[0]?.path).toBe('/api/admin/audit-log/2/revert');
    await waitFor(() => expect(server.callsTo('audit.list')).toHaveLength(2));
  });

  it('shows the conflict in words when the record changed since', async () => {
    const conflict = AUDIT_REVERT_MESSAGES.changedSince(
      AUDIT_REVERT_MESSAGES.conflict('Blocked', 'yes', 'no'),
    );
    mockFetch({
      ...routes([block]),
      'audit.revert': {
        status: 409,
        body: { result: false, message: conflict, errors: { blocked: ['…'] } },
      },
    });
    const { user } = renderApp('/audit-log');
    await user.click(await screen.findByRole('button', { name: /^Actions for Block User #7/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revert…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revert this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await within(dialog).findByText(conflict)).toBeVisible();
  });
});
