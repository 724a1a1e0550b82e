import {
  ADMIN_MESSAGES,
  permissionsOf,
  type AdminDetails,
  type AdminListItem,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { formatDateTime, formatTimeAgo } from '../../utils/format-date';
import { ADMINS_TEXT } from './messages';

// The screen loads lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function adminRow(id: number, overrides: Partial<AdminListItem> = {}): AdminListItem {
  return {
    id,
    name: `Admin ${id}`,
    email: `admin${id}@example.com`,
    role: 'admin',
    status: 'active',
    two_factor: 'off',
    last_sign_in_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

// testAdmin (id 1) is an owner.
const me = adminRow(1, { name: testAdmin.name, email: testAdmin.email, role: 'owner' });
const grace = adminRow(2, {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'kyc_reviewer',
  two_factor: 'on',
  last_sign_in_at: '2026-11-20T08:30:00.000Z',
});
const ivan = adminRow(3, { name: 'Ivan Invited', role: 'support', status: 'invited' });
const dora = adminRow(4, { name: 'Dora Gone', role: 'content_editor', status: 'deactivated' });
const olga = adminRow(5, { name: 'Olga Owner', role: 'owner' });
const everyone = [me, grace, ivan, dora, olga];

const manager: AdminDetails = {
  ...testAdmin,
  id: 9,
  role: 'admin',
  permissions: permissionsOf('admin'),
};

const tableOf = () => screen.getByRole('table', { name: 'Admins' });
const rowOf = (name: string) => within(tableOf()).getByText(name).closest('tr')!;

async function menuOf(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

async function chooseRowAction(
  user: ReturnType<typeof renderApp>['user'],
  name: string,
  action: string,
) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

const FRESH_LINK = 'http://127.0.0.1/admin/invitation?token=fresh&email=admin3%40example.com';

/** The team, and a fresh link of Ivan's pending invitation. */
const freshLinkRoutes = {
  'admins.list': { body: pagedBody(everyone) },
  'admins.invitationLink': {
    body: {
      result: true as const,
      message: ADMIN_MESSAGES.linkIssued('Ivan Invited'),
      data: { link: FRESH_LINK, expires_at: '2026-11-29T10:00:00.000Z' },
    },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminsScreen', () => {
  it('lists the team with role, status, 2FA and last sign-in', async () => {
    mockFetch({ 'admins.list': { body: pagedBody(everyone) } });
    renderApp('/admins');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins' })).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(within(rowOf('Grace Hopper')).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(rowOf('Grace Hopper')).getByText('KYC reviewer')).toBeInTheDocument();
    expect(within(rowOf('Grace Hopper')).getByText('On')).toBeInTheDocument();
    const signIn = within(rowOf('Grace Hopper')).getByText(
      formatTimeAgo('2026-11-20T08:30:00.000Z'),
    );
    expect(signIn).toHaveAttribute('title', formatDateTime('2026-11-20T08:30:00.000Z'));
    expect(within(rowOf('Ivan Invited')).getByText('Invited')).toBeInTheDocument();
    expect(within(rowOf('Ivan Invited')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Dora Gone')).getByText('Deactivated')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Admins - /));
  });

  it('offers the actions that fit each row, none on oneself', async () => {
    mockFetch({ 'admins.list': { body: pagedBody(everyone) } });
    const { user } = renderApp('/admins');

    await screen.findByText('Grace Hopper');
    expect(
      within(rowOf(testAdmin.name)).queryByRole('button', { name: /^Actions for/ }),
    ).not.toBeInTheDocument();
    expect(await menuOf(user, 'Grace Hopper')).toEqual(['Change role', 'Deactivate']);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'Ivan Invited')).toEqual([
      'Change role',
      'Re-send invitation',
      'Copy invitation link',
      'Deactivate',
    ]);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'Dora Gone')).toEqual(['Change role', 'Reactivate']);
  });

  it('shows an admin no actions on owners, and no owner role to give', async () => {
    mockFetch({ 'admins.list': { body: pagedBody(everyone) } });
    const { user } = renderApp('/admins', { user: manager });

    await screen.findByText('Olga Owner');
    expect(
      within(rowOf('Olga Owner')).queryByRole('button', { name: /^Actions for/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Invite admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' });
    const roles = within(dialog).getByRole('combobox', { name: /Role/ });
    expect(within(roles).queryByRole('option', { name: 'Owner' })).not.toBeInTheDocument();
    expect(within(roles).getByRole('option', { name: 'Admin' })).toBeInTheDocument();
  });

  it('is read-only for a role without admins.manage', async () => {
    mockFetch({ 'admins.list': { body: pagedBody(everyone) } });
    // No role holds admins.read without admins.manage today; the screen still follows the table.
    const reader: AdminDetails = {
      ...manager,
      permissions: manager.permissions.filter((p) => p !== 'admins.manage'),
    };
    renderApp('/admins', { user: reader });
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('button', { name: '+ Invite admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('invites a colleague and reloads the list', async () => {
    const server = mockFetch({
      'admins.list': { body: pagedBody(everyone) },
      'admins.invite': ({ body }) => {
        const { email, name, role } = body as Pick<AdminListItem, 'email' | 'name' | 'role'>;
        return {
          status: 201,
          body: {
            result: true,
            message: ADMIN_MESSAGES.invited(email),
            data: adminRow(10, { email, name, role, status: 'invited' }),
            mailed: true,
          },
        };
      },
    });
    const { user } = renderApp('/admins');
    await screen.findByText('Grace Hopper');

    await user.click(screen.getByRole('button', { name: '+ Invite admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Carl Content');
    await user.type(within(dialog).getByLabelText(/Email/), 'carl@example.com');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'content_editor');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(ADMIN_MESSAGES.invited('carl@example.com'))).toBeInTheDocument();
    expect(server.callsTo('admins.invite')[0]?.body).toEqual({
      name: 'Carl Content',
      email: 'carl@example.com',
      role: 'content_editor',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo('admins.list')).toHaveLength(2));
  });

  it("shows the server's words when an invitation is refused", async () => {
    mockFetch({
      'admins.list': { body: pagedBody(everyone) },
      'admins.invite': { status: 409, body: { result: false, message: ADMIN_MESSAGES.emailTaken } },
    });
    const { user } = renderApp('/admins');
    await screen.findByText('Grace Hopper');
    await user.click(screen.getByRole('button', { name: '+ Invite admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Grace Again');
    await user.type(within(dialog).getByLabelText(/Email/), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.emailTaken)).toBeInTheDocument();
  });

  it('changes a role in a modal', async () => {
    const server = mockFetch({
      'admins.list': { body: pagedBody(everyone) },
      'admins.changeRole': ({ body }) => ({
        body: {
          result: true,
          message: ADMIN_MESSAGES.roleChanged('Grace Hopper'),
          data: { ...grace, role: (body as { role: AdminListItem['role'] }).role },
        },
      }),
    });
    const { user } = renderApp('/admins');
    await chooseRowAction(user, 'Grace Hopper', 'Change role');
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Grace Hopper' });
    expect(within(dialog).getByLabelText(/Role/)).toHaveValue('kyc_reviewer');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'support');
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText(ADMIN_MESSAGES.roleChanged('Grace Hopper'))).toBeInTheDocument();
    const call = server.callsTo('admins.changeRole')[0];
    expect(call?.path).toBe('/api/admin/admins/2/role');
    expect(call?.effectiveMethod).toBe('PUT');
    expect(call?.body).toMatchObject({ role: 'support' });
  });

  it('deactivates after a confirmation naming the admin, and shows a refusal as the server words it', async () => {
    const server = mockFetch({
      'admins.list': { body: pagedBody(everyone) },
      'admins.deactivate': {
        status: 409,
        body: { result: false, message: ADMIN_MESSAGES.lastOwner },
      },
      'admins.reactivate': {
        body: {
          result: true,
          message: ADMIN_MESSAGES.reactivated('Dora Gone'),
          data: { ...dora, status: 'active' },
        },
      },
    });
    const { user } = renderApp('/admins');

    await chooseRowAction(user, 'Olga Owner', 'Deactivate');
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Olga Owner?' });
    expect(server.callsTo('admins.deactivate')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(confirm).findByText(ADMIN_MESSAGES.lastOwner)).toBeInTheDocument();
    expect(server.callsTo('admins.deactivate')[0]?.path).toBe('/api/admin/admins/5/deactivate');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Actions for Dora Gone' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reactivate' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reactivate Dora Gone?' });
    await user.click(within(again).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(ADMIN_MESSAGES.reactivated('Dora Gone'))).toBeInTheDocument();
  });

  it('re-sends an invitation', async () => {
    const server = mockFetch({
      'admins.list': { body: pagedBody(everyone) },
      'admins.reinvite': {
        body: {
          result: true,
          message: ADMIN_MESSAGES.reinvited(ivan.email),
          data: ivan,
          mailed: true,
        },
      },
    });
    const { user } = renderApp('/admins');
    await chooseRowAction(user, 'Ivan Invited', 'Re-send invitation');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Re-send the invitation to Ivan Invited?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Re-send' }));
    expect(await screen.findByText(ADMIN_MESSAGES.reinvited(ivan.email))).toBeInTheDocument();
    expect(server.callsTo('admins.reinvite')[0]?.path).toBe('/api/admin/admins/3/invite');
  });

  it('shows the link to copy when an invitation could not be mailed', async () => {
    const link = 'http://127.0.0.1/admin/invitation?token=abc123&email=carl%40example.com';
    mockFetch({
      'admins.list': { body: pagedBody(everyone) },
      'admins.invite': {
        status: 201,
        body: {
          result: true,
          message: ADMIN_MESSAGES.invitedNotMailed,
          data: adminRow(10, { name: 'Carl Content', status: 'invited' }),
          mailed: false,
          link,
        },
      },
    });
    const { user } = renderApp('/admins');
    await screen.findByText('Grace Hopper');
    await user.click(screen.getByRole('button', { name: '+ Invite admin' }));
    const form = await screen.findByRole('dialog', { name: 'Invite an admin' });
    await user.type(within(form).getByLabelText(/Name/), 'Carl Content');
    await user.type(within(form).getByLabelText(/Email/), 'carl@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invitation link for Carl Content' });
    expect(within(dialog).getByText(ADMIN_MESSAGES.invitedNotMailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(link);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
    // Not mailed: no toast claims an email was sent.
    expect(screen.queryByText(/^The invitation email was sent/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the new link when a re-sent invitation could not be mailed', async () => {
    const link = 'http://127.0.0.1/admin/invitation?token=new&email=admin3%40example.com';
    mockFetch({
      'admins.list': { body: pagedBody(everyone) },
      'admins.reinvite': {
        body: {
          result: true,
          message: ADMIN_MESSAGES.reinvitedNotMailed,
          data: ivan,
          mailed: false,
          link,
        },
      },
    });
    const { user } = renderApp('/admins');
    await chooseRowAction(user, 'Ivan Invited', 'Re-send invitation');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Re-send the invitation to Ivan Invited?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Re-send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation link for Ivan Invited' });
    expect(within(dialog).getByText(ADMIN_MESSAGES.reinvitedNotMailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(link);
  });

  it("copies a pending invitation's fresh link from the row menu", async () => {
    const server = mockFetch(freshLinkRoutes);
    const { user } = renderApp('/admins');
    await chooseRowAction(user, 'Ivan Invited', 'Copy invitation link');

    expect(await screen.findByText(ADMINS_TEXT.linkCopied('Ivan Invited'))).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FRESH_LINK);
    const call = server.callsTo('admins.invitationLink')[0];
    expect(call?.path).toBe('/api/admin/admins/3/invitation-link');
    expect(call?.effectiveMethod).toBe('POST');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the fresh link selected when the browser refuses the clipboard', async () => {
    mockFetch(freshLinkRoutes);
    const { user } = renderApp('/admins');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await chooseRowAction(user, 'Ivan Invited', 'Copy invitation link');

    const dialog = await screen.findByRole('dialog', { name: 'Invitation link for Ivan Invited' });
    expect(within(dialog).getByText(ADMIN_MESSAGES.linkIssued('Ivan Invited'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(FRESH_LINK);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The browser did not allow copying.',
    );
    const field = within(dialog).getByLabelText<HTMLInputElement>('Invitation link');
    expect(field).toHaveFocus();
    expect(field.selectionEnd).toBe(FRESH_LINK.length);
  });

  it('says why a fresh link could not be made', async () => {
    mockFetch({
      'admins.list': { body: pagedBody(everyone) },
      'admins.invitationLink': {
        status: 404,
        body: { result: false, message: ADMIN_MESSAGES.noPendingInvitation },
      },
    });
    const { user } = renderApp('/admins');
    await chooseRowAction(user, 'Ivan Invited', 'Copy invitation link');
    expect(await screen.findByText(ADMIN_MESSAGES.noPendingInvitation)).toBeInTheDocument();
  });

  it('offers copying invitation links to owners only', async () => {
    mockFetch({ 'admins.list': { body: pagedBody(everyone) } });
    const { user } = renderApp('/admins', { user: manager });
    expect(await menuOf(user, 'Ivan Invited')).toEqual([
      'Change role',
      'Re-send invitation',
      'Deactivate',
    ]);
  });

  it('reads search, filters and sort from the URL and shows them as chips', async () => {
    const server = mockFetch({ 'admins.list': { body: pagedBody([grace]) } });
    const { user, location } = renderApp(
      '/admins?s=grace&role=kyc_reviewer&status=active&sort=name',
    );
    await screen.findByText('Grace Hopper');
    const query = server.callsTo('admins.list')[0]?.query;
    expect(query?.get('s')).toBe('grace');
    expect(query?.get('role')).toBe('kyc_reviewer');
    expect(query?.get('status')).toBe('active');
    expect(query?.get('sort')).toBe('name');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Role: KYC reviewer')).toBeInTheDocument();
    expect(within(chips).getByText('Status: Active')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'invited');
    await waitFor(() => expect(location()).toContain('status=invited'));
    await waitFor(() =>
      expect(server.callsTo('admins.list').at(-1)?.query.get('status')).toBe('invited'),
    );
  });

  it('is not open to a role without admins.read', async () => {
    mockFetch({ 'admins.list': { body: pagedBody(everyone) } });
    const support: AdminDetails = {
      ...manager,
      role: 'support',
      permissions: permissionsOf('support'),
    };
    renderApp('/admins', { user: support });
    expect(await screen.findByText(/don.t have access/i)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Admins' })).not.toBeInTheDocument();
  });
});
