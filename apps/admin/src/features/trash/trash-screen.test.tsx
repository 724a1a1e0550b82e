import {
  permissionsOf,
  TRASH_MESSAGES,
  type AdminDetails,
  type TrashItem,
  type TrashRestoreResult,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { dismissToasts } from '../../testing/toasts';
import { formatDate } from '../../utils/format-date';

// The screen loads lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const acme: TrashItem = {
  id: 4,
  kind: 'partner',
  record_id: 9,
  label: 'Acme',
  contents: [
    { what: 'jobs', count: 12 },
    { what: 'applications', count: 340 },
    { what: 'invoices', count: 0 },
  ],
  deleted_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  deleted_by: { id: 1, name: 'Ada Lovelace' },
  purge_after: '2026-12-27T10:00:00.000Z',
  bulk_id: '5b0c1f7e-8a44-4f0e-9d51-2f3f6f1c9a10',
};

const grace: TrashItem = {
  id: 5,
  kind: 'user',
  record_id: 7,
  label: 'Grace Hopper',
  contents: [{ what: 'applications', count: 1 }],
  deleted_at: new Date(Date.now() - 60_000).toISOString(),
  deleted_by: null,
  purge_after: '2026-12-28T10:00:00.000Z',
  bulk_id: null,
};

const seniorDev: TrashItem = {
  ...grace,
  id: 6,
  kind: 'job',
  record_id: 11,
  label: 'Senior Developer',
  contents: [],
};

const restored = (item: TrashItem, message: string) => ({
  result: true as const,
  message,
  data: {
    restored: [{ kind: item.kind, record_id: item.record_id, label: item.label }],
    bulk_id: '0f0e9c1a-3b5d-4e6f-8a7b-9c0d1e2f3a4b',
  } satisfies TrashRestoreResult,
});

const editor: AdminDetails = {
  ...testAdmin,
  role: 'admin',
  permissions: permissionsOf('admin'),
};

afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

async function chooseRowAction(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  action: string,
) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${label}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('TrashScreen', () => {
  it('lists what was deleted with what went with it, who deleted it and when it is purged', async () => {
    const server = mockFetch({ 'trash.list': { body: pagedBody([acme, grace]) } });
    renderApp('/trash');

    expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Trash' });
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    const acmeRow = within(rowOf('Acme'));
    expect(acmeRow.getByText('Partner')).toBeInTheDocument();
    expect(acmeRow.getByText('12 jobs, 340 applications')).toBeInTheDocument();
    expect(acmeRow.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(acmeRow.getByText('3 hours ago')).toBeInTheDocument();
    expect(acmeRow.getByText(formatDate(acme.purge_after))).toBeInTheDocument();
    const graceRow = within(rowOf('Grace Hopper'));
    expect(graceRow.getByText('User')).toBeInTheDocument();
    expect(graceRow.getByText('1 application')).toBeInTheDocument();
    expect(graceRow.getByText('System')).toBeInTheDocument();
    // Newest deletion first, as the list's default order.
    expect(server.callsTo('trash.list')[0]!.query.get('sort')).toBe('-deleted_at');
  });

  it('says the trash is empty and when items are deleted for good', async () => {
    mockFetch({ 'trash.list': { body: pagedBody([]) } });
    renderApp('/trash');
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Items are deleted for good after the retention period (30 days by default).',
      ),
    ).toBeInTheDocument();
  });

  it('restores an item from its menu, says so and reloads the trash', async () => {
    const server = mockFetch({
      'trash.list': { body: pagedBody([acme]) },
      'trash.restore': { body: restored(acme, TRASH_MESSAGES.restored('Acme')) },
    });
    const { user } = renderApp('/trash');
    await chooseRowAction(user, 'Acme', 'Restore');

    expect(await screen.findByText('“Acme” was restored.')).toBeInTheDocument();
    const [call] = server.callsTo('trash.restore');
    expect(call!.path).toBe('/api/admin/trash/4/restore');
    expect(call!.body ?? {}).toEqual({});
    await waitFor(() => expect(server.callsTo('trash.list').length).toBeGreaterThan(1));
  });

  it('offers to restore under another value when its email was taken meanwhile', async () => {
    const taken = TRASH_MESSAGES.taken('User', 'email', 'grace@example.com');
    const server = mockFetch({
      'trash.list': { body: pagedBody([grace]) },
      'trash.restore': ({ body }) =>
        (body as { rename?: string } | null)?.rename
          ? { body: restored(grace, TRASH_MESSAGES.restored('Grace Hopper')) }
          : { status: 409, body: { result: false, message: taken, errors: { email: [taken] } } },
    });
    const { user } = renderApp('/trash');
    await chooseRowAction(user, 'Grace Hopper', 'Restore');

    const dialog = await screen.findByRole('dialog', {
      name: '“Grace Hopper” cannot be restored as it is',
    });
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Restore both' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'g@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Restore with this value' }));

    expect(await screen.findByText('“Grace Hopper” was restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = server.callsTo('trash.restore');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ rename: 'g@example.com' });
  });

  it('starts the new value from the name when the name was taken', async () => {
    const design: TrashItem = { ...seniorDev, id: 8, kind: 'category', label: 'Design' };
    const taken = TRASH_MESSAGES.taken('Category', 'name', 'Design');
    const server = mockFetch({
      'trash.list': { body: pagedBody([design]) },
      'trash.restore': {
        status: 409,
        body: { result: false, message: taken, errors: { name: [taken] } },
      },
    });
    const { user } = renderApp('/trash');
    await chooseRowAction(user, 'Design', 'Restore');
    const input = await screen.findByRole('textbox', { name: 'New name' });
    expect(input).toHaveValue('Design');
    await user.type(input, ' (old)');
    await user.click(screen.getByRole('button', { name: 'Restore with this value' }));
    await waitFor(() => expect(server.callsTo('trash.restore')).toHaveLength(2));
    expect(server.callsTo('trash.restore')[1]!.body).toEqual({ rename: 'Design (old)' });
    // Still taken: the dialog stays with the server's words.
    expect(await screen.findByRole('dialog')).toHaveTextContent(taken);
  });

  it('offers to restore the partner too when it is in the trash', async () => {
    const inTrash = TRASH_MESSAGES.parentInTrash('partner', 'Acme');
    const server = mockFetch({
      'trash.list': { body: pagedBody([seniorDev]) },
      'trash.restore': ({ body }) =>
        (body as { with_parents?: boolean } | null)?.with_parents
          ? { body: restored(seniorDev, TRASH_MESSAGES.restoredMany(2)) }
          : {
              status: 409,
              body: { result: false, message: inTrash, errors: { parent: [inTrash] } },
            },
    });
    const { user } = renderApp('/trash');
    await chooseRowAction(user, 'Senior Developer', 'Restore');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(inTrash)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Restore both' }));

    expect(await screen.findByText('2 items restored.')).toBeInTheDocument();
    expect(server.callsTo('trash.restore')[1]!.body).toEqual({ with_parents: true });
  });

  it('says when there is no way back and lets an owner delete it for good', async () => {
    const gone = TRASH_MESSAGES.parentGone('partner');
    const server = mockFetch({
      'trash.list': { body: pagedBody([seniorDev]) },
      'trash.restore': {
        status: 409,
        body: { result: false, message: gone, errors: { parent: [gone] } },
      },
      'trash.purge': {
        body: { result: true, message: TRASH_MESSAGES.purged('Senior Developer'), data: null },
      },
    });
    const { user } = renderApp('/trash');
    await chooseRowAction(user, 'Senior Developer', 'Restore');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(gone)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Restore both' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete “Senior Developer” for good?',
    });
    expect(confirm).toHaveAccessibleDescription('This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('“Senior Developer” was deleted for good.')).toBeInTheDocument();
    expect(server.callsTo('trash.purge')[0]!.path).toBe('/api/admin/trash/6');
  });

  it('warns that a user’s identity documents are destroyed when purged', async () => {
    mockFetch({ 'trash.list': { body: pagedBody([grace]) } });
    const { user } = renderApp('/trash');
    await chooseRowAction(user, 'Grace Hopper', 'Delete for good');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete “Grace Hopper” for good?',
    });
    expect(confirm).toHaveAccessibleDescription(
      'This cannot be undone. What went with it (1 application) is deleted for good too. ' +
        'Their identity documents are destroyed.',
    );
  });

  it('restores many at once; only an owner may delete for good', async () => {
    const server = mockFetch({
      'trash.list': { body: pagedBody([acme, grace]) },
      'trash.bulk': {
        body: {
          result: true,
          message: '2 done, 0 skipped, 0 failed.',
          data: {
            done: 2,
            skipped: 0,
            refused: 0,
            items: [
              { id: 4, outcome: 'done' },
              { id: 5, outcome: 'done' },
            ],
          },
        },
      },
    });
    const { user } = renderApp('/trash', { user: editor });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all items on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: 'Delete for good' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore 2 items?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(server.callsTo('trash.bulk')).toHaveLength(1));
    expect(server.callsTo('trash.bulk')[0]!.body).toEqual({ action: 'restore', ids: [4, 5] });
    await user.click(await screen.findByRole('button', { name: 'Actions for Acme' }));
    expect(await screen.findByRole('menuitem', { name: 'Restore' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Delete for good' })).toBeNull();
  });
});
