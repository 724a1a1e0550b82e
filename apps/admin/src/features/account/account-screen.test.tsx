import {
  ACCOUNT_MESSAGES,
  TIME_ZONE_INVALID,
  type Account,
  type AccountSession,
  type AdminDetails,
} from '@job-board/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { authRoutes } from '../../testing/auth-routes';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { setDisplayTimeZone } from '../../utils/format-date';

afterEach(() => {
  act(() => toast.dismiss());
  setDisplayTimeZone(null);
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const account = (overrides: Partial<Account> = {}): Account => ({
  name: testAdmin.name,
  email: testAdmin.email,
  img_url: null,
  role: 'support',
  two_factor: { enabled: false, required: false, passkeys: 0, passkey_required: false },
  time_zone: null,
  ...overrides,
});

const sessions: AccountSession[] = [
  {
    kind: 'session',
    id: 's0123456789abcdef',
    created_at: '2026-03-02T09:15:00.000Z',
    last_used_at: '2026-03-02T10:00:00.000Z',
    ip: '203.0.113.7',
    user_agent: CHROME_LINUX,
    current: true,
  },
  {
    kind: 'session',
    id: 'sfedcba9876543210',
    created_at: '2026-03-01T08:00:00.000Z',
    last_used_at: '2026-03-01T18:30:00.000Z',
    ip: '198.51.100.4',
    user_agent: FIREFOX_WINDOWS,
    current: false,
  },
  {
    kind: 'token',
    id: 't42',
    created_at: '2026-02-20T12:00:00.000Z',
    last_used_at: '2026-02-21T12:00:00.000Z',
    ip: null,
    user_agent: 'curl/8.5.0',
    current: false,
  },
];

function accountRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...authRoutes(),
    'account.get': { body: { data: account() } },
    'account.sessions': { body: { data: sessions } },
    'passkeys.list': { body: { data: [] } },
    ...overrides,
  };
}

/** The server saving the profile sent: the account with the sent name and time zone. */
const savesProfile = ({ body }: { body: unknown }) => {
  const { name, time_zone } = body as Pick<Account, 'name' | 'time_zone'>;
  return {
    body: {
      result: true as const,
      message: ACCOUNT_MESSAGES.profileSaved,
      data: account({ name, time_zone }),
    },
  };
};

async function renderAccount() {
  const rendered = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'My account' }, { timeout: 10_000 });
  await screen.findByRole('textbox', { name: /Name/ });
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('My account screen', () => {
  it('is reached from the account menu, above Logout', async () => {
    mockFetch(accountRoutes());
    const { user, location } = renderApp('/home');
    const trigger = await screen.findByRole('button', { name: new RegExp(testAdmin.name) });
    await user.click(trigger);
    const items = await screen.findAllByRole('menuitem');
    const names = items.map((item) => item.textContent);
    expect(names.indexOf('My account')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('My account')).toBeLessThan(names.indexOf('Logout'));
    await user.click(screen.getByRole('menuitem', { name: 'My account' }));
    await screen.findByRole('heading', { level: 1, name: 'My account' }, { timeout: 10_000 });
    expect(location()).toBe('/account');
  });

  it('saves the name and shows it in the header', async () => {
    const renamed: AdminDetails = { ...testAdmin, name: 'Grace Hopper' };
    const server = mockFetch(
      accountRoutes({
        'account.update': savesProfile,
      }),
    );
    const { user } = await renderAccount();
    server.on('auth.details', { body: { result: true, data: renamed } });

    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, '  Grace Hopper ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.profileSaved)).toBeVisible();
    expect(server.callsTo('account.update')[0]!.body).toEqual({
      _method: 'PUT',
      name: 'Grace Hopper',
      time_zone: null,
    });
    expect(server.callsTo('account.uploadPicture')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Grace Hopper'));
  });

  it('saves a time zone searched by name, and every time is then shown in it', async () => {
    const server = mockFetch(
      accountRoutes({
        'account.update': savesProfile,
      }),
    );
    const { user } = await renderAccount();
    const sessionsTable = await within(section('Sessions')).findByRole('table');
    // 2026-03-02T09:15Z, the first session's start, in the browser's zone (UTC in the tests).
    expect(sessionsTable).toHaveTextContent('02/03/2026 09:15');
    server.on('auth.details', {
      body: { result: true, data: { ...testAdmin, time_zone: 'Asia/Tokyo' } },
    });

    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveAttribute('placeholder', expect.stringMatching(/^Your browser’s time zone/));
    await user.type(zone, 'tokyo');
    await user.click(await screen.findByRole('option', { name: /^Asia\/Tokyo \(GMT\+09:00\)$/ }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.profileSaved)).toBeVisible();
    expect(server.callsTo('account.update')[0]!.body).toEqual({
      _method: 'PUT',
      name: testAdmin.name,
      time_zone: 'Asia/Tokyo',
    });
    await waitFor(() => expect(sessionsTable).toHaveTextContent('02/03/2026 18:15'));
    expect(zone).toHaveAccessibleDescription(expect.stringContaining('shown in Asia/Tokyo'));
  });

  it('shows the server’s refusal of a time zone under the field', async () => {
    mockFetch(
      accountRoutes({
        'account.get': { body: { data: account({ time_zone: 'Europe/Paris' }) } },
        'account.update': {
          status: 422,
          body: {
            result: false,
            message: 'The given data was invalid.',
            errors: { time_zone: [TIME_ZONE_INVALID] },
          },
        },
      }),
    );
    const { user } = await renderAccount();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect((zone as HTMLInputElement).value).toMatch(/^Europe\/Paris \(GMT\+0[12]:00\)$/);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(TIME_ZONE_INVALID)).toBeVisible();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a name with markup before sending it', async () => {
    const server = mockFetch(accountRoutes());
    const { user } = await renderAccount();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, '<b>Ada</b>');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/must be plain text/)).toBeVisible();
    expect(server.callsTo('account.update')).toHaveLength(0);
  });

  it('uploads a chosen picture as the account picture, then saves the name', async () => {
    const pictureUrl = 'https://admin.example.com/img/uploads/abc.png';
    const server = mockFetch(
      accountRoutes({
        'account.uploadPicture': {
          body: {
            result: true,
            message: ACCOUNT_MESSAGES.pictureSaved,
            data: account({ img_url: pictureUrl }),
          },
        },
        'account.update': {
          body: {
            result: true,
            message: ACCOUNT_MESSAGES.profileSaved,
            data: account({ img_url: pictureUrl }),
          },
        },
      }),
    );
    const { user } = await renderAccount();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture'), file);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.profileSaved)).toBeVisible();
    const upload = server.callsTo('account.uploadPicture')[0]!.body as FormData;
    expect((upload.get('picture') as File).name).toBe('me.png');
    expect(server.callsTo('account.update')[0]!.body).toEqual({
      _method: 'PUT',
      name: testAdmin.name,
      time_zone: null,
    });
  });

  it('removes the picture when asked', async () => {
    const server = mockFetch(
      accountRoutes({
        'account.get': {
          body: { data: account({ img_url: 'https://x.example/img/uploads/a.png' }) },
        },
        'account.update': {
          body: { result: true, message: ACCOUNT_MESSAGES.profileSaved, data: account() },
        },
      }),
    );
    const { user } = await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText(ACCOUNT_MESSAGES.profileSaved);
    expect(server.callsTo('account.update')[0]!.body).toEqual({
      _method: 'PUT',
      name: testAdmin.name,
      time_zone: null,
      img_url: null,
    });
  });

  describe('password', () => {
    const fill = async (
      user: Awaited<ReturnType<typeof renderAccount>>['user'],
      values: string[],
    ) => {
      const [current, next, confirm] = values;
      await user.type(screen.getByLabelText(/Current password/), current!);
      await user.type(screen.getByLabelText(/^New password/), next!);
      await user.type(screen.getByLabelText(/Confirm new password/), confirm!);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    };

    it('changes it, says the other sessions were signed out, and clears the fields', async () => {
      const server = mockFetch(
        accountRoutes({
          'account.changePassword': {
            body: { result: true, message: ACCOUNT_MESSAGES.passwordChanged, data: null },
          },
        }),
      );
      const { user } = await renderAccount();
      await fill(user, ['old password 1', 'new password 22', 'new password 22']);

      expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();
      expect(ACCOUNT_MESSAGES.passwordChanged).toMatch(/other session/);
      expect(server.callsTo('account.changePassword')[0]!.body).toEqual({
        current_password: 'old password 1',
        password: 'new password 22',
        password_confirmation: 'new password 22',
      });
      expect(screen.getByLabelText(/Current password/)).toHaveValue('');
      // The sessions list is read again (the others are gone).
      await waitFor(() => expect(server.callsTo('account.sessions').length).toBeGreaterThan(1));
    });

    it('shows a wrong current password under its field', async () => {
      mockFetch(
        accountRoutes({
          'account.changePassword': {
            status: 422,
            body: {
              result: false,
              message: ACCOUNT_MESSAGES.currentPasswordWrong,
              errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
            },
          },
        }),
      );
      const { user } = await renderAccount();
      await fill(user, ['wrong one', 'new password 22', 'new password 22']);
      expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeVisible();
      expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    });

    it('checks length and confirmation before sending', async () => {
      const server = mockFetch(accountRoutes());
      const { user } = await renderAccount();
      await fill(user, ['old password 1', 'short', 'different']);
      expect(await screen.findByText('Choose a password of at least 8 characters.')).toBeVisible();
      expect(screen.getByText('The two passwords do not match.')).toBeVisible();
      expect(server.callsTo('account.changePassword')).toHaveLength(0);
    });
  });

  it('shows two-factor sign-in Off with "Set up", and On with "Manage"', async () => {
    mockFetch(accountRoutes());
    const first = await renderAccount();
    const off = section('Two-factor sign-in');
    expect(within(off).getByText('Off')).toBeVisible();
    expect(within(off).getByRole('link', { name: 'Set up' })).toHaveAttribute(
      'href',
      '/admin/account/two-factor',
    );
    first.unmount();

    mockFetch(
      accountRoutes({
        'account.get': {
          body: {
            data: account({
              two_factor: { enabled: true, required: true, passkeys: 0, passkey_required: false },
            }),
          },
        },
      }),
    );
    await renderAccount();
    const on = section('Two-factor sign-in');
    expect(within(on).getByText('On')).toBeVisible();
    expect(within(on).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/admin/account/two-factor',
    );
  });

  it('lists the sessions in words with this device marked', async () => {
    mockFetch(accountRoutes());
    await renderAccount();
    const table = await within(section('Sessions')).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(within(rows[0]!).getByText('This device')).toBeVisible();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Firefox on Windows');
    expect(rows[1]).toHaveTextContent('Browser session');
    expect(rows[2]).toHaveTextContent('curl');
    expect(rows[2]).toHaveTextContent('API token');
    expect(rows[2]).toHaveTextContent('Unknown');
  });

  it('signs out one session after confirmation', async () => {
    const server = mockFetch(
      accountRoutes({
        'account.revokeSession': {
          body: { result: true, message: ACCOUNT_MESSAGES.signedOut, data: null },
        },
      }),
    );
    const { user } = await renderAccount();
    const table = await within(section('Sessions')).findByRole('table');
    const firefox = within(table).getAllByRole('row')[2]!;

    await user.click(within(firefox).getByRole('button', { name: /Sign out Firefox on Windows/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Firefox on Windows?' });
    expect(server.callsTo('account.revokeSession')).toHaveLength(0);
    server.on('account.sessions', { body: { data: [sessions[0]!, sessions[2]!] } });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.signedOut)).toBeVisible();
    expect(server.callsTo('account.revokeSession')[0]!.params).toEqual({
      id: 'sfedcba9876543210',
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('shows why a sign-out failed inside the dialog', async () => {
    mockFetch(
      accountRoutes({
        'account.revokeSession': {
          status: 404,
          body: { result: false, message: ACCOUNT_MESSAGES.signInNotFound },
        },
      }),
    );
    const { user } = await renderAccount();
    const table = await within(section('Sessions')).findByRole('table');
    await user.click(within(table).getByRole('button', { name: /Sign out curl/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.signInNotFound)).toBeVisible();
  });

  it('signs out everywhere else after confirmation', async () => {
    const server = mockFetch(
      accountRoutes({
        'account.revokeOtherSessions': {
          body: {
            result: true,
            message: ACCOUNT_MESSAGES.signedOutOthers(2),
            data: { signed_out: 2 },
          },
        },
      }),
    );
    const { user } = await renderAccount();
    await within(section('Sessions')).findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    server.on('account.sessions', { body: { data: [sessions[0]!] } });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.signedOutOthers(2))).toBeVisible();
    expect(server.callsTo('account.revokeOtherSessions')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled(),
    );
  });
});
