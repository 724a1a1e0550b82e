import { AUTH_MESSAGES, PASSKEY_MESSAGES, type SecondFactorMethod } from '@job-board/contract';
import * as webAuthn from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { readAuthToken } from '../../lib/auth-token';
import { PASSKEY_PROMPT_MESSAGES } from '../../lib/passkeys';
import { authRoutes } from '../../testing/auth-routes';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import {
  AUTHENTICATION_OPTIONS,
  AUTHENTICATION_RESPONSE,
  closedPrompt,
  signInOptionsBody,
  answerAsWebAuthnMock,
} from '../../testing/passkeys';
import { renderApp } from '../../testing/render-app';

vi.mock('@simplewebauthn/browser', async () =>
  (await import('../../testing/passkeys')).webAuthnMock(),
);
const browser = vi.mocked(webAuthn);

beforeEach(() => answerAsWebAuthnMock(browser));

const CHALLENGE = 'challenge-token';

/** A sign-in by passkey that the server accepts. */
function passkeyRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...authRoutes(),
    'passkeys.signInOptions': { body: signInOptionsBody },
    'passkeys.signIn': {
      body: { result: true, message: 'Login Successful.', data: { token: 'passkey-token' } },
    },
    ...overrides,
  };
}

/** The password step answers with the second step, offering `methods`. */
const secondStep = (methods: SecondFactorMethod[]): MockRoutes => ({
  'auth.login': {
    body: {
      result: true,
      message: AUTH_MESSAGES.twoFactorRequired,
      data: { two_factor_required: true, challenge: CHALLENGE, methods },
    },
  },
});

async function enterPassword(user: ReturnType<typeof renderApp>['user']) {
  const email = await screen.findByLabelText('Email Address', {}, { timeout: 5000 });
  await user.type(email, 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('signing in with a passkey alone', () => {
  it('is not offered by a browser without passkeys', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    mockFetch(passkeyRoutes());
    renderApp('/login', { user: null });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('asks the browser for a passkey and signs in as the password does', async () => {
    const server = mockFetch(passkeyRoutes());
    const { user, location } = renderApp('/users?page=2', { user: null });
    await user.click(
      await screen.findByRole('button', { name: 'Sign in with a passkey' }, { timeout: 5000 }),
    );

    await waitFor(() => expect(location()).toBe('/users?page=2'), { timeout: 5000 });
    expect(server.callsTo('auth.csrfCookie')).toHaveLength(1);
    expect(server.callsTo('passkeys.signInOptions')[0]!.body).toEqual({});
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: AUTHENTICATION_OPTIONS,
    });
    expect(server.callsTo('passkeys.signIn')[0]!.body).toEqual({
      credential: AUTHENTICATION_RESPONSE,
    });
    expect(server.callsTo('auth.login')).toHaveLength(0);
    expect(readAuthToken()).toBe('passkey-token');
    expect(authStore.getState().authenticated).toBe(true);
  });

  it('says calmly that the prompt was closed, and lets the admin try again', async () => {
    browser.startAuthentication.mockRejectedValueOnce(closedPrompt());
    const server = mockFetch(passkeyRoutes());
    const { user, location } = renderApp('/login', { user: null });
    const button = await screen.findByRole(
      'button',
      { name: 'Sign in with a passkey' },
      { timeout: 5000 },
    );
    await user.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent(PASSKEY_PROMPT_MESSAGES.cancelled);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.callsTo('passkeys.signIn')).toHaveLength(0);
    expect(authStore.getState().authenticated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(location()).toBe('/home'), { timeout: 5000 });
  });

  it('shows the server’s message for a passkey it does not know', async () => {
    mockFetch(
      passkeyRoutes({
        'passkeys.signIn': {
          status: 401,
          body: { result: false, message: PASSKEY_MESSAGES.unknownPasskey },
        },
      }),
    );
    const { user, location } = renderApp('/login', { user: null });
    await user.click(
      await screen.findByRole('button', { name: 'Sign in with a passkey' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.unknownPasskey);
    expect(location()).toBe('/login');
    expect(readAuthToken()).toBeNull();
  });
});

describe('a passkey as the second step', () => {
  it('is offered beside the code, and answers the login’s challenge', async () => {
    const server = mockFetch(passkeyRoutes(secondStep(['totp', 'recovery_code', 'passkey'])));
    const { user, location } = renderApp('/login', { user: null });
    await enterPassword(user);
    expect(
      await screen.findByLabelText('Authentication code', {}, { timeout: 5000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(location()).toBe('/home'), { timeout: 5000 });
    expect(server.callsTo('passkeys.signInOptions')[0]!.body).toEqual({ challenge: CHALLENGE });
    expect(server.callsTo('passkeys.signIn')[0]!.body).toEqual({
      challenge: CHALLENGE,
      credential: AUTHENTICATION_RESPONSE,
    });
    expect(server.callsTo('twoFactor.signIn')).toHaveLength(0);
    expect(readAuthToken()).toBe('passkey-token');
  });

  it('is not offered when the admin has no passkey', async () => {
    mockFetch(passkeyRoutes(secondStep(['totp', 'recovery_code'])));
    const { user } = renderApp('/login', { user: null });
    await enterPassword(user);
    await screen.findByLabelText('Authentication code', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('is the only way when the role must use a passkey', async () => {
    const server = mockFetch(passkeyRoutes(secondStep(['passkey'])));
    const { user, location } = renderApp('/login', { user: null });
    await enterPassword(user);

    expect(
      await screen.findByText(AUTH_MESSAGES.passkeyRequired, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(location()).toBe('/home'), { timeout: 5000 });
    expect(server.callsTo('passkeys.signIn')[0]!.body).toMatchObject({ challenge: CHALLENGE });
  });

  it('says calmly that the prompt was closed, and shows an expired step’s message', async () => {
    browser.startAuthentication.mockRejectedValueOnce(closedPrompt());
    mockFetch(
      passkeyRoutes({
        ...secondStep(['passkey']),
        'passkeys.signIn': {
          status: 401,
          body: { result: false, message: PASSKEY_MESSAGES.challengeInvalid },
        },
      }),
    );
    const { user } = renderApp('/login', { user: null });
    await enterPassword(user);
    await user.click(
      await screen.findByRole('button', { name: 'Use a passkey' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(PASSKEY_PROMPT_MESSAGES.cancelled);

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.challengeInvalid);
    expect(authStore.getState().authenticated).toBe(false);
    // Back to the password, to start over.
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByLabelText('Email Address')).toHaveValue('ada@example.com');
  });

  it('says so when the role must use a passkey and this browser cannot', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    mockFetch(passkeyRoutes(secondStep(['passkey'])));
    const { user } = renderApp('/login', { user: null });
    await enterPassword(user);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'this browser cannot use passkeys',
    );
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
