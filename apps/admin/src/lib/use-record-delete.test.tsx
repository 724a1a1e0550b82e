import {
  permissionsOf,
  RECORD_EDIT_MESSAGES,
  TRASH_MESSAGES,
  type PartnerRecord,
  type UserListItem,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import { pagedBody } from '../testing/paged-body';
import { renderApp } from '../testing/render-app';
import { testAdmin } from '../testing/test-admin';
import { dismissToasts } from '../testing/toasts';
import { UNDO_TEXT } from './use-undo';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const BULK_ID = '5b0c1f7e-8a44-4f0e-9d51-2f3f6f1c9a10';

const acme: PartnerRecord = {
  id: 9,
  name: 'Acme',
  email: 'hello@acme.example',
  bio: 'We build things.',
  profile_picture: null,
  member_since: '2024-05-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  posted_jobs: 12,
  published_jobs: 5,
  active_subscription: null,
};

const ann: UserListItem = {
  id: 3,
  first_name: 'Ann',
  last_name: 'Lee',
  full_name: 'Ann Lee',
  email: 'ann@example.com',
  profession: null,
  profile_picture: null,
  blocked: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

const userDeleted = {
  body: {
    result: true as const,
    message: RECORD_EDIT_MESSAGES.userDeleted,
    data: null,
    bulk_id: BULK_ID,
  },
};

/** Deletes Ann Lee from the users list's row menu, after its confirmation. */
async function deleteAnn(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete the user “Ann Lee”?' });
  expect(dialog).toHaveAccessibleDescription(
    `Their applications and identity checks go with them. ${UNDO_TEXT.toTrash}`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

const restoredAnswer = (label: string) => ({
  result: true as const,
  message: TRASH_MESSAGES.restored(label),
  data: {
    restored: [{ kind: 'user' as const, record_id: 3, label }],
    bulk_id: '0f0e9c1a-3b5d-4e6f-8a7b-9c0d1e2f3a4b',
  },
});

afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

describe('Deleting a partner or a user into the trash', () => {
  it('asks on the partner’s page, naming what goes with it, then leaves for the list', async () => {
    const server = mockFetch({
      'records.partner': { body: { data: acme } },
      'records.partnerJobs': { body: pagedBody([]) },
      'records.partnerSubscriptions': { body: pagedBody([]) },
      'records.partnerInvoices': { body: pagedBody([]) },
      'partners.list': { body: pagedBody([]) },
      'recordEdits.deletePartner': {
        body: {
          result: true,
          message: RECORD_EDIT_MESSAGES.partnerDeleted,
          data: null,
          bulk_id: BULK_ID,
        },
      },
    });
    const { user, location } = renderApp('/partners/9');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await user.click(within(profile).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the partner “Acme”?' });
    expect(dialog).toHaveAccessibleDescription(
      `Its 12 jobs, their applications, its subscriptions and invoices go with it. ${UNDO_TEXT.toTrash}`,
    );
    expect(server.callsTo('recordEdits.deletePartner')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(location()).toBe('/partners'));
    expect(server.callsTo('recordEdits.deletePartner')[0]!.path).toBe('/api/admin/partners/9');
    expect(await screen.findByText(RECORD_EDIT_MESSAGES.partnerDeleted)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UNDO_TEXT.undo })).toBeInTheDocument();
  });

  it('undoes a user’s delete from the toast by restoring that delete call from the trash', async () => {
    const server = mockFetch({
      'users.list': { body: pagedBody([ann]) },
      'recordEdits.deleteUser': userDeleted,
      'trash.restoreCall': { body: restoredAnswer('Ann Lee') },
    });
    const { user } = renderApp('/users');
    await deleteAnn(user);
    expect(server.callsTo('recordEdits.deleteUser')[0]!.path).toBe('/api/admin/users/3');
    const listsBefore = server.callsTo('users.list').length;

    await user.click(await screen.findByRole('button', { name: UNDO_TEXT.undo }));
    await waitFor(() => expect(server.callsTo('trash.restoreCall')).toHaveLength(1));
    expect(server.callsTo('trash.restoreCall')[0]!.path).toBe(
      `/api/admin/trash/calls/${BULK_ID}/restore`,
    );
    expect(server.callsTo('audit.revertBulk')).toHaveLength(0);
    expect(await screen.findByText('“Ann Lee” was restored.')).toBeInTheDocument();
    // The list shows the user again.
    await waitFor(() => expect(server.callsTo('users.list').length).toBeGreaterThan(listsBefore));
  });

  it('offers no Undo to a role without the trash', async () => {
    mockFetch({
      'users.list': { body: pagedBody([ann]) },
      'recordEdits.deleteUser': userDeleted,
    });
    const noTrash = {
      ...testAdmin,
      role: 'admin' as const,
      permissions: permissionsOf('admin').filter((permission) => permission !== 'trash.read'),
    };
    const { user } = renderApp('/users', { user: noTrash });
    await deleteAnn(user);
    expect(await screen.findByText(RECORD_EDIT_MESSAGES.userDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UNDO_TEXT.undo })).toBeNull();
  });
});
