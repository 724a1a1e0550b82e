import { PASSKEY_MESSAGES, type Account, type AdminDetails } from '@job-board/contract';
import * as webAuthn from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_PROMPT_MESSAGES } from '../../lib/passkeys';
import { authRoutes } from '../../testing/auth-routes';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import {
  closedPrompt,
  passkeyFixture,
  REGISTRATION_OPTIONS,
  REGISTRATION_RESPONSE,
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

const account = (overrides: Partial<Account> = {}): Account => ({
  name: testAdmin.name,
  email: testAdmin.email,
  img_url: null,
  role: 'support',
  two_factor: { enabled: false, required: false, passkeys: 2, passkey_required: false },
  time_zone: null,
  ...overrides,
});

const SYNCED = passkeyFixture();
const SECURITY_KEY = passkeyFixture({
  id: 8,
  name: 'YubiKey 5C',
  synced: false,
  created_at: '2026-01-15T08:00:00.000Z',
  last_used_at: null,
});

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...authRoutes(),
    'account.get': { body: { data: account() } },
    'account.sessions': { body: { data: [] } },
    'passkeys.list': { body: { data: [SYNCED, SECURITY_KEY] } },
    ...overrides,
  };
}

async function renderPasskeys() {
  const rendered = renderApp('/account');
  const section = await screen.findByRole('region', { name: 'Passkeys' }, { timeout: 10_000 });
  return { ...rendered, section };
}

const rowsOf = async (section: HTMLElement) => {
  const table = await within(section).findByRole('table', { name: 'Your passkeys' });
  return within(table).getAllByRole('row').slice(1);
};

describe('My account → Passkeys', () => {
  it('lists the passkeys with how they are kept, when added and last used', async () => {
    mockFetch(routes());
    const { section } = await renderPasskeys();
    const [first, second] = await rowsOf(section);
    expect(first).toHaveTextContent('iCloud Keychain');
    expect(first).toHaveTextContent('Synced across your devices');
    expect(first).toHaveTextContent('02/03/2026');
    expect(first).toHaveTextContent('04/03/2026');
    expect(second).toHaveTextContent('YubiKey 5C');
    expect(second).toHaveTextContent('This device only');
    expect(second).toHaveTextContent('15/01/2026');
    expect(second).toHaveTextContent('Never');
    expect(within(second!).getByRole('button', { name: 'Actions for YubiKey 5C' })).toBeVisible();
  });

  it('says when there are none yet', async () => {
    mockFetch(routes({ 'passkeys.list': { body: { data: [] } } }));
    const { section } = await renderPasskeys();
    expect(await within(section).findByText('You have no passkeys yet.')).toBeVisible();
  });

  it('adds a passkey named after this browser by default, then reloads the list', async () => {
    const added = passkeyFixture({ id: 9, name: 'Work laptop', synced: false, last_used_at: null });
    const server = mockFetch(
      routes({
        'passkeys.registrationOptions': { body: registrationOptionsBody },
        'passkeys.register': { body: registeredBody(added) },
      }),
    );
    const { user, section } = await renderPasskeys();
    await rowsOf(section);
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByRole('textbox', { name: /Passkey name/ });
    expect(name).toHaveValue(describeUserAgent(navigator.userAgent));

    server.on('passkeys.list', { body: { data: [SYNCED, SECURITY_KEY, added] } });
    await user.clear(name);
    await user.type(name, '  Work laptop ');
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText(PASSKEY_MESSAGES.added)).toBeVisible();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: REGISTRATION_OPTIONS });
    expect(server.callsTo('passkeys.register')[0]!.body).toEqual({
      name: 'Work laptop',
      credential: REGISTRATION_RESPONSE,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await rowsOf(section)).toHaveLength(3));
    // The signed-in admin's details follow the new count (the enrolment gate reads them).
    expect(server.callsTo('auth.details').length).toBeGreaterThan(0);
  });

  it('says calmly that the browser prompt was closed, and sends nothing', async () => {
    browser.startRegistration.mockRejectedValue(closedPrompt());
    const server = mockFetch(
      routes({ 'passkeys.registrationOptions': { body: registrationOptionsBody } }),
    );
    const { user, section } = await renderPasskeys();
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));

    expect(await within(dialog).findByText(PASSKEY_PROMPT_MESSAGES.cancelled)).toBeVisible();
    expect(server.callsTo('passkeys.register')).toHaveLength(0);
    // The dialog stays, ready for another try.
    expect(within(dialog).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  });

  it('shows the server’s refusal of a passkey already registered', async () => {
    mockFetch(
      routes({
        'passkeys.registrationOptions': { body: registrationOptionsBody },
        'passkeys.register': {
          status: 409,
          body: { result: false, message: PASSKEY_MESSAGES.alreadyRegistered },
        },
      }),
    );
    const { user, section } = await renderPasskeys();
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PASSKEY_MESSAGES.alreadyRegistered,
    );
  });

  it('offers no "Add a passkey" in a browser without passkeys, and says why', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    mockFetch(routes());
    const { section } = await renderPasskeys();
    expect(
      within(section).getByText(
        'This browser cannot create passkeys. Add one from a browser that supports them.',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    // The list is still there to remove one.
    expect(await rowsOf(section)).toHaveLength(2);
  });

  describe('removing one', () => {
    async function openRemove(user: ReturnType<typeof renderApp>['user'], section: HTMLElement) {
      const [, second] = await rowsOf(section);
      await user.click(within(second!).getByRole('button', { name: 'Actions for YubiKey 5C' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
      return screen.findByRole('dialog', { name: 'Remove the passkey YubiKey 5C?' });
    }

    it('asks for the current password, shows a wrong one under it, then removes it', async () => {
      const details: AdminDetails = {
        ...testAdmin,
        two_factor: { ...testAdmin.two_factor, passkeys: 1 },
      };
      const server = mockFetch(
        routes({
          'passkeys.remove': {
            status: 422,
            body: {
              result: false,
              message: PASSKEY_MESSAGES.wrongPassword,
              errors: { password: [PASSKEY_MESSAGES.wrongPassword] },
            },
          },
        }),
      );
      const { user, section } = await renderPasskeys();
      const dialog = await openRemove(user, section);
      const password = within(dialog).getByLabelText(/Current password/);
      await user.type(password, 'wrong');
      await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
      expect(await within(dialog).findByText(PASSKEY_MESSAGES.wrongPassword)).toBeVisible();
      expect(password).toHaveAttribute('aria-invalid', 'true');

      server.on('passkeys.remove', {
        body: { result: true, message: PASSKEY_MESSAGES.removed, data: null },
      });
      server.on('passkeys.list', { body: { data: [SYNCED] } });
      server.on('auth.details', { body: { result: true, data: details } });
      await user.clear(password);
      await user.type(password, 'right password');
      await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));

      expect(await screen.findByText(PASSKEY_MESSAGES.removed)).toBeVisible();
      expect(server.callsTo('passkeys.remove')[1]!.params).toEqual({ id: '8' });
      expect(server.callsTo('passkeys.remove')[1]!.body).toEqual({ password: 'right password' });
      await waitFor(async () => expect(await rowsOf(section)).toHaveLength(1));
    });

    it('shows why the server keeps the last passkey a role requires', async () => {
      mockFetch(
        routes({
          'passkeys.remove': {
            status: 409,
            body: { result: false, message: PASSKEY_MESSAGES.lastRequiredPasskey },
          },
        }),
      );
      const { user, section } = await renderPasskeys();
      const dialog = await openRemove(user, section);
      await user.type(within(dialog).getByLabelText(/Current password/), 'right password');
      await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        PASSKEY_MESSAGES.lastRequiredPasskey,
      );
      // The list behind the dialog still holds both.
      expect(within(section).getAllByRole('row', { hidden: true })).toHaveLength(3);
    });
  });
});
