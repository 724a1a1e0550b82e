import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiQuery, endpointKey } from '../lib/api-query';
import { authStore } from '../lib/auth-store';
import { AUTH_TOKEN_KEY } from '../lib/auth-token';
import { authRoutes } from '../testing/auth-routes';
import { mockFetch } from '../testing/mock-fetch';
import { pagedBody } from '../testing/paged-body';
import { renderApp } from '../testing/render-app';
import { PageHeader } from '../components/layout/page-header';
import { SCREEN_LOAD_FAILED } from './route-error';
import { screenRoute } from './screen-route';

function DashboardScreen() {
  return <PageHeader title="Home" />;
}

function UsersScreen() {
  const users = useQuery(apiQuery(endpoints.users.list, {}));
  return (
    <>
      <PageHeader title="Users" />
      {users.isSuccess && <p>Users loaded</p>}
    </>
  );
}

const screens = [
  screenRoute('home', 'Home', async () => DashboardScreen),
  screenRoute('users', 'Users', async () => UsersScreen),
];

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the sign-in guard', () => {
  it('sends a guest to login with the way back, and brings them back after signing in', async () => {
    mockFetch({ ...authRoutes(), 'users.list': { body: pagedBody([]) } });
    const { user, location } = renderApp('/users?page=2', { user: null, screens });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login?from=%2Fusers%3Fpage%3D2');

    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(location()).toBe('/users?page=2');
  });

  it('sends a guest who signs in from the plain login page home', async () => {
    mockFetch(authRoutes());
    const { user, location } = renderApp('/login', { user: null, screens });
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location()).toBe('/home');
  });

  it('keeps a signed-in admin away from login', async () => {
    mockFetch();
    const { location } = renderApp('/login', { screens });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location()).toBe('/home');
  });

  it('keeps a signed-in admin away from the password pages too', async () => {
    mockFetch();
    const { location } = renderApp('/forgot-password', { screens });
    await screen.findByRole('heading', { name: 'Home' });
    expect(location()).toBe('/home');
  });

  it('opens the reset link from the email for a guest', async () => {
    mockFetch();
    const { location } = renderApp('/reset-password?token=abc&email=ada%40example.com', {
      user: null,
    });
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(location()).toBe('/reset-password?token=abc&email=ada%40example.com');
  });

  it('goes from /admin to home', async () => {
    mockFetch();
    const { location } = renderApp('/', { screens });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location()).toBe('/home');
  });

  it('never follows a way back that leaves the app', async () => {
    mockFetch(authRoutes());
    const { user, location } = renderApp('/login?from=%2F%2Fevil.example', {
      user: null,
      screens,
    });
    await signIn(user);
    await screen.findByRole('heading', { name: 'Home' });
    expect(location()).toBe('/home');
  });
});

describe('an unknown address', () => {
  it('shows "Page Not Found" inside the layout', async () => {
    mockFetch();
    renderApp('/no/such/screen', { screens });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/admin/no/such/screen')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute(
      'href',
      '/admin/home',
    );
  });

  it('asks a guest to sign in first', async () => {
    mockFetch();
    const { location } = renderApp('/no/such/screen', { user: null, screens });
    await screen.findByRole('heading', { name: 'Login' });
    expect(location()).toBe('/login?from=%2Fno%2Fsuch%2Fscreen');
  });
});

describe('a session the server ended', () => {
  it('goes to login saying so, and comes back after signing in again', async () => {
    const server = mockFetch({
      ...authRoutes(),
      'users.list': { status: 401, body: { result: false, message: 'Not signed in.' } },
    });
    const { user, location } = renderApp('/users', { screens });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
    expect(location()).toBe('/login?from=%2Fusers');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    server.on('users.list', { body: pagedBody([]) });
    await signIn(user);
    expect(await screen.findByText('Users loaded')).toBeInTheDocument();
    expect(location()).toBe('/users');
  });
});

describe('logout', () => {
  it('goes to the plain login screen and forgets the admin', async () => {
    const server = mockFetch(authRoutes());
    const { user, location } = renderApp('/users', { screens });

    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(server.callsTo('auth.logout')).toHaveLength(1);
    expect(authStore.getState()).toMatchObject({ authenticated: false, user: null });
  });

  it('forgets cached answers so the next admin never sees them', async () => {
    mockFetch({ ...authRoutes(), 'users.list': { body: pagedBody([]) } });
    const { user, queryClient } = renderApp('/users', { screens });
    await screen.findByText('Users loaded');
    const cachedUsers = () =>
      queryClient.getQueriesData({ queryKey: endpointKey(endpoints.users.list) });
    expect(cachedUsers()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(cachedUsers()).toEqual([]));
  });
});

describe('another tab', () => {
  it('signing out sends this tab to login too, with the way back', async () => {
    mockFetch();
    const { location } = renderApp('/users', { screens });
    await screen.findByRole('heading', { name: 'Users' });

    localStorage.removeItem(AUTH_TOKEN_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY }));
    });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login?from=%2Fusers');
  });
});

describe('a screen that fails', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows an error with a way to retry inside the layout', async () => {
    mockFetch();
    const failing = [
      screenRoute('broken', 'Broken', async () => {
        throw new Error('Failed to fetch dynamically imported module: /admin/assets/x.js');
      }),
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/broken', { screens: failing });

    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('the layout', () => {
  it('holds the sidebar and the screen in the main landmark', async () => {
    mockFetch();
    renderApp('/users', { screens });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });
});
