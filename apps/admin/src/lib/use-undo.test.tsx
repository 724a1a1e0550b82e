import {
  AUDIT_REVERT_MESSAGES,
  BULK_MESSAGES,
  type BulkResult,
  type UserListItem,
  USER_MESSAGES,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_ACTION_EXTRA_MS, TOAST_DEFAULTS, toast } from '../components/ui/toasts';
import { mockFetch } from '../testing/mock-fetch';
import { pagedBody } from '../testing/paged-body';
import { renderApp } from '../testing/render-app';
import { BLOCK_TOAST_MS } from '../features/users/messages';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const BULK_ID = '5b0c1f7e-8a44-4f0e-9d51-2f3f6f1c9a10';

const person = (id: number, first: string): UserListItem => ({
  id,
  first_name: first,
  last_name: 'Lee',
  full_name: `${first} Lee`,
  email: `${first.toLowerCase()}@example.com`,
  profession: null,
  profile_picture: null,
  blocked: false,
  created_at: '2026-01-01T00:00:00.000Z',
});

const done: BulkResult = {
  done: 2,
  skipped: 0,
  refused: 0,
  items: [
    { id: 1, outcome: 'done' },
    { id: 2, outcome: 'done' },
  ],
  bulk_id: BULK_ID,
};

async function blockBoth() {
  const view = renderApp('/users');
  await screen.findByText('Ann Lee');
  await view.user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  await view.user.click(within(bar).getByRole('button', { name: 'Block' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Block 2 users?' });
  await view.user.click(within(confirm).getByRole('button', { name: 'Block' }));
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Undo after a bulk action', () => {
  it('offers Undo in the toast, which stays longer, and reverts the whole call', async () => {
    const success = vi.spyOn(toast, 'success');
    const server = mockFetch({
      'users.list': { body: pagedBody([person(1, 'Ann'), person(2, 'Bob')]) },
      'users.bulk': { body: { result: true, message: BULK_MESSAGES.summary(2, 0, 0), data: done } },
      'audit.revertBulk': {
        body: {
          result: true,
          message: AUDIT_REVERT_MESSAGES.bulkReverted(2),
          data: { audit_ids: [8, 9], bulk_id: '0f0e9c1a-3b5d-4e6f-8a7b-9c0d1e2f3a4b' },
        },
      },
    });
    const { user } = await blockBoth();

    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(success).toHaveBeenCalledWith(
      expect.any(Function),
      expect.objectContaining({ autoClose: TOAST_DEFAULTS.autoClose + TOAST_ACTION_EXTRA_MS }),
    );
    await user.click(undo);

    await waitFor(() => expect(server.callsTo('audit.revertBulk')).toHaveLength(1));
    expect(server.callsTo('audit.revertBulk')[0]!.path).toBe(
      `/api/admin/audit-log/bulk/${BULK_ID}/revert`,
    );
    expect(await screen.findByText(AUDIT_REVERT_MESSAGES.bulkReverted(2))).toBeInTheDocument();
    // The list shows the users as they are again.
    await waitFor(() => expect(server.callsTo('users.list').length).toBeGreaterThanOrEqual(3));
  });

  it('says why when the undo is refused', async () => {
    const refusal = AUDIT_REVERT_MESSAGES.bulkConflicts(1, 'user:2: Blocked is now no.');
    mockFetch({
      'users.list': { body: pagedBody([person(1, 'Ann'), person(2, 'Bob')]) },
      'users.bulk': { body: { result: true, message: BULK_MESSAGES.summary(2, 0, 0), data: done } },
      'audit.revertBulk': { status: 409, body: { result: false, message: refusal } },
    });
    const { user } = await blockBoth();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('offers Undo after blocking one user, the block toast staying longer for it', async () => {
    const success = vi.spyOn(toast, 'success');
    const server = mockFetch({
      'users.list': { body: pagedBody([person(1, 'Ann')]) },
      'users.block': {
        body: { result: true, message: USER_MESSAGES.blocked, data: null, bulk_id: BULK_ID },
      },
      'audit.revertBulk': {
        body: {
          result: true,
          message: AUDIT_REVERT_MESSAGES.bulkReverted(1),
          data: { audit_ids: [4], bulk_id: '0f0e9c1a-3b5d-4e6f-8a7b-9c0d1e2f3a4b' },
        },
      },
    });
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Ann Lee?' });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(success).toHaveBeenCalledWith(
      expect.any(Function),
      expect.objectContaining({ autoClose: BLOCK_TOAST_MS + TOAST_ACTION_EXTRA_MS }),
    );
    await waitFor(() => expect(server.callsTo('audit.revertBulk')).toHaveLength(1));
    expect(server.callsTo('audit.revertBulk')[0]!.path).toBe(
      `/api/admin/audit-log/bulk/${BULK_ID}/revert`,
    );
    expect(await screen.findByText(AUDIT_REVERT_MESSAGES.bulkReverted(1))).toBeInTheDocument();
  });

  it('offers no Undo when the call answered no bulk id', async () => {
    const { bulk_id: _none, ...withoutId } = done;
    mockFetch({
      'users.list': { body: pagedBody([person(1, 'Ann'), person(2, 'Bob')]) },
      'users.bulk': {
        body: { result: true, message: BULK_MESSAGES.summary(2, 0, 0), data: withoutId },
      },
    });
    await blockBoth();
    expect(await screen.findByText('2 done, 0 skipped, 0 failed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
