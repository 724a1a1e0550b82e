import {
  PASSKEY_MESSAGES,
  TWO_FACTOR_MESSAGES,
  permissionsOf,
  type AdminDetails,
  type TwoFactorPolicy,
} from '@job-board/contract';
import * as webAuthn from '@simplewebauthn/browser';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_PROMPT_MESSAGES } from '../../lib/passkeys';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import {
  REGISTRATION_OPTIONS,
  REGISTRATION_RESPONSE,
  closedPrompt,
  registeredBody,
  registrationOptionsBody,
  answerAsWebAuthnMock,
} from '../../testing/passkeys';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { dismissToasts } from '../../testing/toasts';
import { describeUserAgent } from '../../utils/describe-user-agent';

vi.mock('@simplewebauthn/browser', async () =>
  (await import('../../testing/passkeys')).webAuthnMock(),
);
const browser = vi.mocked(webAuthn);

beforeEach(() => answerAsWebAuthnMock(browser));
afterEach(() => dismissToasts());

type TwoFactor = AdminDetails['two_factor'];
const admin = (twoFactor: Partial<TwoFactor>, role: AdminDetails['role'] = 'kyc_reviewer') => ({
  ...testAdmin,
  role,
  permissions: permissionsOf(role),
  two_factor: {
    enabled: false,
    required: true,
    passkeys: 0,
    passkey_required: false,
    ...twoFactor,
  },
});

const mustUsePasskey = admin({ passkey_required: true });
const withPasskey = admin({ passkey_required: true, passkeys: 1 });

function routes(user: AdminDetails, overrides: MockRoutes = {}): MockRoutes {
  return {
    'auth.details': { body: { result: true, data: user } },
    'passkeys.registrationOptions': { body: registrationOptionsBody },
    'passkeys.register': { body: registeredBody() },
    ...overrides,
  };
}

describe('enrolment with a passkey', () => {
  it('sends an admin whose role must use a passkey to add one, and offers nothing else', async () => {
    mockFetch(routes(mustUsePasskey));
    const { location } = renderApp('/users', { user: mustUsePasskey });
    await waitFor(() => expect(location()).toBe('/account/two-factor'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role must sign in with a passkey.',
    );
    expect(screen.getByRole('region', { name: 'Add a passkey' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).toBeNull();
  });

  it('adds the passkey, reads the admin again and lets them go', async () => {
    const server = mockFetch(routes(mustUsePasskey));
    const { user, location, router } = renderApp('/account/two-factor', {
      user: mustUsePasskey,
    });
    const panel = await screen.findByRole('region', { name: 'Add a passkey' });
    const name = within(panel).getByRole('textbox', { name: /Passkey name/ });
    expect(name).toHaveValue(describeUserAgent(navigator.userAgent));
    await user.clear(name);
    await user.type(name, 'Phone');

    server.on('auth.details', { body: { result: true, data: withPasskey } });
    await user.click(within(panel).getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText(PASSKEY_MESSAGES.added)).toBeVisible();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: REGISTRATION_OPTIONS });
    expect(server.callsTo('passkeys.register')[0]!.body).toEqual({
      name: 'Phone',
      credential: REGISTRATION_RESPONSE,
    });
    await waitFor(() =>
      expect(screen.queryByText(/Your role must sign in with a passkey/)).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Add a passkey' })).not.toBeInTheDocument();

    // The gate no longer holds them.
    await act(() => router.navigate('/home'));
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('says calmly that the prompt was closed, and keeps the admin at enrolment', async () => {
    browser.startRegistration.mockRejectedValue(closedPrompt());
    const server = mockFetch(routes(mustUsePasskey));
    const { user } = renderApp('/account/two-factor', { user: mustUsePasskey });
    const panel = await screen.findByRole('region', { name: 'Add a passkey' });
    await user.click(within(panel).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(panel).findByText(PASSKEY_PROMPT_MESSAGES.cancelled)).toBeVisible();
    expect(server.callsTo('passkeys.register')).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  });

  it('offers the authenticator app and a passkey when any second factor will do', async () => {
    const needsOne = admin({});
    mockFetch(routes(needsOne));
    renderApp('/account/two-factor', { user: needsOne });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role must sign in with a second factor.',
    );
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Add a passkey' })).toBeVisible();
  });

  it('offers only the authenticator app in a browser without passkeys', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    const needsOne = admin({});
    mockFetch(routes(needsOne));
    renderApp('/account/two-factor', { user: needsOne });
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Add a passkey' })).toBeNull();
  });

  it('says so when a passkey is a must and this browser cannot make one', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    mockFetch(routes(mustUsePasskey));
    renderApp('/account/two-factor', { user: mustUsePasskey });
    const panel = await screen.findByRole('region', { name: 'Add a passkey' });
    expect(within(panel).getByText(/This browser cannot create passkeys/)).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('leaves an admin with a passkey where they are, though the role requires a second factor', async () => {
    const hasPasskey = admin({ passkeys: 1 });
    mockFetch(routes(hasPasskey));
    const { location } = renderApp('/home', { user: hasPasskey });
    await screen.findAllByRole('heading', { level: 1 });
    expect(location()).toBe('/home');
  });
});

const POLICY: TwoFactorPolicy = {
  roles: { owner: true, admin: true, kyc_reviewer: true, content_editor: false, support: false },
  passkey_roles: {
    owner: true,
    admin: false,
    kyc_reviewer: false,
    content_editor: false,
    support: false,
  },
};

describe('the policy’s passkey column (owners)', () => {
  it('requires a passkey per role, which requires a second factor too, and saves both', async () => {
    const server = mockFetch({
      'auth.details': { body: { result: true, data: testAdmin } },
      'twoFactor.policy': { body: { data: POLICY } },
      'twoFactor.updatePolicy': ({ body }) => ({
        body: {
          result: true,
          message: TWO_FACTOR_MESSAGES.policySaved,
          data: body as TwoFactorPolicy,
        },
      }),
    });
    const { user } = renderApp('/account/two-factor', { user: testAdmin });
    const section = await screen.findByRole('region', { name: 'Required for roles' });
    const ownerPasskey = await within(section).findByRole('checkbox', {
      name: 'Owner: passkey required',
    });
    expect(ownerPasskey).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Owner' })).toHaveAccessibleDescription(
      'Needed for passkeys',
    );

    // Requiring a passkey of content editors requires them a second factor.
    const editor = within(section).getByRole('checkbox', { name: 'Content editor' });
    expect(editor).not.toBeChecked();
    await user.click(
      within(section).getByRole('checkbox', { name: 'Content editor: passkey required' }),
    );
    expect(editor).toBeChecked();

    // No second factor for admins: no passkey rule either.
    await user.click(within(section).getByRole('checkbox', { name: 'Admin: passkey required' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Admin' }));
    expect(
      within(section).getByRole('checkbox', { name: 'Admin: passkey required' }),
    ).not.toBeChecked();

    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('The two-factor policy was saved.')).toBeVisible();
    expect(server.callsTo('twoFactor.updatePolicy')[0]?.body).toEqual({
      _method: 'PUT',
      roles: { ...POLICY.roles, admin: false, content_editor: true },
      passkey_roles: { ...POLICY.passkey_roles, content_editor: true },
    });
  });
});
