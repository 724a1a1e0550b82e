import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@job-board/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { readAuthToken } from '../../lib/auth-token';
import { authRoutes } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const CHALLENGE = 'challenge-token';

/** A sign-in whose password step asks for the second factor. */
function twoFactorRoutes() {
  return {
    ...authRoutes(),
    'auth.login': {
      body: {
        result: true as const,
        message: AUTH_MESSAGES.twoFactorRequired,
        data: {
          two_factor_required: true as const,
          challenge: CHALLENGE,
          methods: ['totp' as const, 'recovery_code' as const],
        },
      },
    },
    'twoFactor.signIn': {
      body: { result: true as const, message: 'Login Successful.', data: { token: 'tfa-token' } },
    },
  };
}

async function enterPassword(user: ReturnType<typeof renderApp>['user']) {
  // The login screen loads lazily; on a busy machine that can take over a second.
  const email = await screen.findByLabelText('Email Address', {}, { timeout: 5000 });
  await user.type(email, 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('signing in with a second factor', () => {
  it('asks for the authentication code after the password, then signs in', async () => {
    const server = mockFetch(twoFactorRoutes());
    const { user, location } = renderApp('/users?page=2', { user: null });
    await enterPassword(user);

    const code = await screen.findByLabelText('Authentication code', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Nobody is signed in until the code is right.
    expect(authStore.getState().authenticated).toBe(false);
    expect(readAuthToken()).toBeNull();
    expect(server.callsTo('auth.details')).toHaveLength(0);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/users?page=2'), { timeout: 5000 });
    expect(server.callsTo('twoFactor.signIn')[0]?.body).toEqual({
      challenge: CHALLENGE,
      code: '123456',
    });
    expect(readAuthToken()).toBe('tfa-token');
    expect(authStore.getState().authenticated).toBe(true);
  });

  it('shows the server’s message for a wrong code and lets the admin use a recovery code', async () => {
    const server = mockFetch({
      ...twoFactorRoutes(),
      'twoFactor.signIn': ({ body }) =>
        (body as { code?: string }).code
          ? { status: 401, body: { result: false, message: TWO_FACTOR_MESSAGES.wrongCode } }
          : {
              body: { result: true, message: 'Login Successful.', data: { token: 'by-recovery' } },
            },
    });
    const { user, location } = renderApp('/login', { user: null });
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.wrongCode);
    expect(authStore.getState().authenticated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(await screen.findByLabelText('Recovery code'), 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/home'), { timeout: 5000 });
    expect(server.callsTo('twoFactor.signIn')[1]?.body).toEqual({
      challenge: CHALLENGE,
      recovery_code: 'abcd-efgh-jkmn-pqrs',
    });
  });

  it('goes back to the password step', async () => {
    mockFetch(twoFactorRoutes());
    const { user } = renderApp('/login', { user: null });
    await enterPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
