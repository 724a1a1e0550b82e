import { AUTH_MESSAGES } from '@job-board/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DETAILS_FAILED, authStore } from '../../lib/auth-store';
import { authRoutes } from '../../testing/auth-routes';
import { deferred, mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

function renderLogin() {
  return renderApp('/login', { user: null });
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginScreen', () => {
  it('asks for the email address and password, and links to Forgot Password?', async () => {
    mockFetch();
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  it('reads "Logging in..." while signing in', async () => {
    const login = deferred();
    mockFetch({
      ...authRoutes(),
      'auth.login': async () => {
        await login.promise;
        return {
          status: 401,
          body: { result: false, message: AUTH_MESSAGES.invalidCredentials },
        };
      },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    login.resolve();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockFetch({
      ...authRoutes(),
      'auth.login': {
        status: 401,
        body: { result: false, message: AUTH_MESSAGES.invalidCredentials },
      },
    });
    const { user, location } = renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials, please try again.',
    );
    expect(location()).toBe('/login');
    expect(authStore.getState().authenticated).toBe(false);
  });

  it('shows the throttle message after too many attempts', async () => {
    mockFetch({
      ...authRoutes(),
      'auth.login': {
        status: 429,
        body: { result: false, message: AUTH_MESSAGES.tooManyAttempts },
      },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
  });

  it('checks nothing in the browser and shows the field errors the server gives', async () => {
    // The empty fields reach the server, which refuses them with the contract's
    // sentences; the fake server does the same and records the breach this test makes on purpose.
    const server = mockFetch(authRoutes());
    const { user, location } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email Address');
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(server.callsTo('auth.login')[0]?.body).toEqual({ email: '', password: '' });
    expect(server.violations.splice(0)).toEqual([
      expect.stringContaining('auth.login was sent what its contract refuses'),
    ]);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    // Every sentence is under its field, so the form says nothing more at the top.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(email, 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The dashboard loads lazily; on a busy machine that can take over a second.
    await waitFor(() => expect(location()).toBe('/home'), { timeout: 5000 });
    expect(server.callsTo('auth.login')).toHaveLength(2);
  });

  it('says so when the account details cannot be loaded after signing in', async () => {
    mockFetch({
      ...authRoutes(),
      'auth.details': { status: 500, body: { result: false, message: 'Something went wrong.' } },
    });
    const { user, location } = renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${ACCOUNT_DETAILS_FAILED} Something went wrong.`,
    );
    expect(location()).toBe('/login');
    expect(authStore.getState()).toMatchObject({ authenticated: false, user: null });
  });

  it('tells the user when the server cannot be reached', async () => {
    mockFetch({
      'auth.csrfCookie': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
  });

  it('goes to the forgot password page', async () => {
    mockFetch();
    const { user, location } = renderLogin();
    await user.click(await screen.findByRole('link', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(location()).toBe('/forgot-password');
  });
});
