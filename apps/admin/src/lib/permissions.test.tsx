import {
  PERMISSION_MESSAGES,
  permissionsOf,
  type AdminDetails,
  type Role,
  type UserListItem,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TEXT } from '../app/routes/no-access-screen';
import { PALETTE_SEARCH_DEBOUNCE_MS } from '../components/layout/use-command-palette';
import { screenRoute } from '../app/screen-route';
import { mockFetch } from '../testing/mock-fetch';
import { pagedBody } from '../testing/paged-body';
import { renderApp } from '../testing/render-app';
import { setSignedInUser } from '../testing/sign-in';
import { testAdmin } from '../testing/test-admin';
import { authStore, createAuthStore } from './auth-store';
import { refreshStoredSignIn, userCan } from './permissions';

// The screens load lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const adminAs = (role: Role, id = 2): AdminDetails => ({
  ...testAdmin,
  id,
  name: `A ${role}`,
  email: `${role}@example.com`,
  role,
  permissions: permissionsOf(role),
});

const detailsRoute = (user: AdminDetails) => ({
  'auth.details': { body: { result: true as const, data: user } },
});

function QuietScreen() {
  return <h1>Quiet</h1>;
}
/** A screen that asks for nothing, so the layout is tested alone. */
const quietScreens = [screenRoute('quiet', 'Quiet', async () => QuietScreen)];

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const SCREENS = [
  'Dashboard',
  'Jobs',
  'Partners',
  'Users',
  'KYC Verification',
  'Content Management',
  'Subscriptions',
  'Invoices',
  'Settings',
];

describe('the sidebar per role', () => {
  it.each<[Role, string[]]>([
    ['owner', SCREENS],
    [
      'support',
      [
        'Dashboard',
        'Jobs',
        'Partners',
        'Users',
        'KYC Verification',
        'Content Management',
        'Subscriptions',
        'Invoices',
      ],
    ],
    ['kyc_reviewer', ['Dashboard', 'Users', 'KYC Verification']],
    ['content_editor', ['Dashboard', 'Content Management']],
  ])('lists for %s only the screens the role may open', async (role, expected) => {
    mockFetch({});
    renderApp('/quiet', { user: adminAs(role), screens: quietScreens });
    expect(await screen.findByRole('heading', { name: 'Quiet' })).toBeInTheDocument();
    // The entries of these screens, in order (Settings apart at the bottom, for owner and admin).
    expect(menuLinks().filter((label) => SCREENS.includes(label ?? ''))).toEqual(expected);
  });
});

const grace: UserListItem = {
  id: 1,
  profile_picture: null,
  full_name: 'Grace Hopper',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  profession: null,
  blocked: false,
  created_at: '2024-03-01T10:00:00.000Z',
};

describe('the command palette per role', () => {
  it('offers only the screens the role may open and searches only what it may read', async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([grace]) } });
    const { user } = renderApp('/quiet', {
      user: adminAs('content_editor'),
      screens: quietScreens,
    });
    expect(await screen.findByRole('heading', { name: 'Quiet' })).toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const goTo = within(dialog).getByRole('group', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dashboard', 'Content Management', 'Trash']);

    await user.type(within(dialog).getByRole('combobox'), 'Grace');
    await new Promise((resolve) => setTimeout(resolve, PALETTE_SEARCH_DEBOUNCE_MS + 200));
    for (const name of ['users.list', 'jobs.list', 'partners.list', 'kyc.list'] as const) {
      expect(server.callsTo(name), name).toHaveLength(0);
    }
  });
});

describe('a screen the role may not open', () => {
  it('shows who is signed in with which role, whom to ask and the way home; asks nothing', async () => {
    const server = mockFetch({});
    const { user, location } = renderApp('/kyc', { user: adminAs('content_editor') });

    expect(
      await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are signed in with the role Content editor.')).toBeVisible();
    expect(screen.getByText(PERMISSION_MESSAGES.forbidden)).toBeVisible();
    expect(server.callsTo('kyc.list')).toHaveLength(0);
    expect(server.callsTo('kyc.stats')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: NO_ACCESS_TEXT.home }));
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('keeps the KYC record (its documents) from support, who may read the list', async () => {
    const server = mockFetch({});
    renderApp('/kyc/5', { user: adminAs('support') });
    expect(
      await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title }),
    ).toBeInTheDocument();
    expect(server.callsTo('kyc.get')).toHaveLength(0);
  });

  it('opens the screen for a role that holds the permission', async () => {
    mockFetch({ 'settings.application': { body: { result: true, data: { data: [] } } } });
    renderApp('/settings', { user: adminAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText(NO_ACCESS_TEXT.title)).not.toBeInTheDocument();
  });
});

describe('tables for a role that may only read', () => {
  it('shows support the users without selection, bulk actions nor Block', async () => {
    mockFetch({ 'users.list': { body: pagedBody([grace]) } });
    renderApp('/users', { user: adminAs('support') });

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(
      within(table).queryByRole('button', { name: 'Actions for Grace Hopper' }),
    ).not.toBeInTheDocument();
  });

  it('gives an admin the same table with selection and row actions', async () => {
    mockFetch({ 'users.list': { body: pagedBody([grace]) } });
    renderApp('/users', { user: adminAs('admin') });

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Actions for Grace Hopper' })).toBeVisible();
  });
});

describe('the dashboard', () => {
  it('never asks a KYC reviewer for the jobs, job figures or blog posts they may not read', async () => {
    const server = mockFetch({});
    renderApp('/home', { user: adminAs('kyc_reviewer') });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('A kyc_reviewer');
    await waitFor(() => expect(server.callsTo('kyc.list').length).toBeGreaterThan(0));
    expect(server.callsTo('dashboard.insights')).toHaveLength(0);
    expect(server.callsTo('blogPosts.list')).toHaveLength(0);
    expect(server.callsTo('jobs.list')).toHaveLength(0);
  });
});

describe('stale details', () => {
  it('are read again when the app loads with a stored sign-in', async () => {
    setSignedInUser(adminAs('owner'));
    const server = mockFetch(detailsRoute(adminAs('content_editor')));
    await refreshStoredSignIn(authStore);
    expect(server.callsTo('auth.details')).toHaveLength(1);
    expect(authStore.getState().user?.role).toBe('content_editor');
    expect(userCan(authStore.getState().user, 'settings.read')).toBe(false);
    // Read once per page load.
    await refreshStoredSignIn(authStore);
    expect(server.callsTo('auth.details')).toHaveLength(1);
  });

  it('are kept when reading them again fails, and nobody is asked about when signed out', async () => {
    setSignedInUser(adminAs('admin'));
    const store = createAuthStore();
    mockFetch({ 'auth.details': { status: 500, body: { result: false, message: 'Down.' } } });
    await refreshStoredSignIn(store);
    expect(store.getState().user?.role).toBe('admin');

    setSignedInUser(null);
    const server = mockFetch(detailsRoute(adminAs('support')));
    await refreshStoredSignIn(createAuthStore());
    expect(server.callsTo('auth.details')).toHaveLength(0);
  });

  it('follow a refusal at once: a demoted admin loses the menu entry and sees the no-access screen', async () => {
    const server = mockFetch({
      'users.list': {
        status: 403,
        body: { result: false, message: PERMISSION_MESSAGES.forbidden },
      },
      ...detailsRoute(adminAs('content_editor')),
    });
    renderApp('/users', { user: adminAs('admin') });

    expect(
      await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title }),
    ).toBeInTheDocument();
    expect(server.callsTo('auth.details')).toHaveLength(1);
    expect(menuLinks()).not.toContain('Users');
    expect(menuLinks()).not.toContain('Settings');
    expect(screen.getByText('You are signed in with the role Content editor.')).toBeVisible();
  });
});
