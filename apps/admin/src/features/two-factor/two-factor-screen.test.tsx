import {
  TWO_FACTOR_MESSAGES,
  permissionsOf,
  type AdminDetails,
  type TwoFactorPolicy,
} from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';

const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}aaa-bbbb-cccc`);

const admin = (overrides: Partial<AdminDetails> = {}): AdminDetails => ({
  ...testAdmin,
  ...overrides,
});
const withoutTwoFactor = (role: AdminDetails['role'] = 'owner', required = true) =>
  admin({
    role,
    permissions: permissionsOf(role),
    two_factor: { enabled: false, required, passkeys: 0, passkey_required: false },
  });

const POLICY: TwoFactorPolicy = {
  roles: { owner: true, admin: true, kyc_reviewer: true, content_editor: false, support: false },
  passkey_roles: {
    owner: false,
    admin: false,
    kyc_reviewer: false,
    content_editor: false,
    support: false,
  },
};

function routes(user: AdminDetails, overrides: MockRoutes = {}): MockRoutes {
  return {
    'auth.details': { body: { result: true, data: user } },
    'twoFactor.policy': { body: { data: POLICY } },
    'twoFactor.setup': {
      body: {
        result: true,
        message: TWO_FACTOR_MESSAGES.setupStarted,
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/Job%20Board:ada%40example.com?secret=JBSWY3DPEHPK3PXP',
          qr: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
    },
    'twoFactor.confirm': {
      body: { result: true, message: TWO_FACTOR_MESSAGES.enabled, data: { recovery_codes: CODES } },
    },
    ...overrides,
  };
}

describe('enrolment', () => {
  it('sends an admin whose role requires it to the screen, with the reason, from any screen', async () => {
    const user = withoutTwoFactor();
    mockFetch(routes(user));
    const { location } = renderApp('/users?page=2', { user });
    await waitFor(() => expect(location()).toBe('/account/two-factor'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role must sign in with a second factor.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  });

  it('asks an owner who must enrol for nothing but enrolment (the server opens nothing else)', async () => {
    const user = withoutTwoFactor('owner');
    const server = mockFetch(routes(user));
    renderApp('/account/two-factor', { user });
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Required for roles' })).not.toBeInTheDocument();
    expect(server.callsTo('twoFactor.policy')).toHaveLength(0);
  });

  it('leaves an admin whose role does not require it where they are', async () => {
    const user = withoutTwoFactor('support', false);
    mockFetch(routes(user));
    const { location } = renderApp('/home', { user });
    await screen.findAllByRole('heading', { level: 1 });
    expect(location()).toBe('/home');
  });

  it('shows the QR code and the secret, turns on with a code, and shows the codes once', async () => {
    const before = withoutTwoFactor();
    const after = admin({
      two_factor: { enabled: true, required: true, passkeys: 0, passkey_required: false },
    });
    const server = mockFetch(routes(before));
    const { user } = renderApp('/account/two-factor', { user: before });
    expect(await screen.findByText('Off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByLabelText('Secret key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    // A code that is not six digits is refused before anything is sent.
    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(server.callsTo('twoFactor.confirm')).toHaveLength(0);

    server.on('auth.details', { body: { result: true, data: after } });
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // Sent as the contract reads it: six digits, the space the admin typed left out.
    expect(server.callsTo('twoFactor.confirm')[0]?.body).toEqual({ code: '123456' });
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download (.txt)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s sentence under the code when it is wrong', async () => {
    const before = withoutTwoFactor();
    mockFetch(
      routes(before, {
        'twoFactor.confirm': {
          status: 422,
          body: {
            result: false,
            message: TWO_FACTOR_MESSAGES.wrongCode,
            errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] },
          },
        },
      }),
    );
    const { user } = renderApp('/account/two-factor', { user: before });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByLabelText('Authentication code')).toHaveAccessibleDescription(
      TWO_FACTOR_MESSAGES.wrongCode,
    );
  });
});

describe('when it is on', () => {
  it('makes new recovery codes with the password; cannot be turned off when the role requires it', async () => {
    const server = mockFetch(
      routes(testAdmin, {
        'twoFactor.recoveryCodes': {
          body: {
            result: true,
            message: TWO_FACTOR_MESSAGES.recoveryCodesRenewed,
            data: { recovery_codes: CODES },
          },
        },
      }),
    );
    const { user } = renderApp('/account/two-factor', { user: testAdmin });
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText('Your role requires it, so it cannot be turned off.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    await user.type(screen.getByLabelText('Current password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(server.callsTo('twoFactor.recoveryCodes')[0]?.body).toEqual({ password: 'secret' });
  });

  it('can be turned off when the role requires a second factor and a passkey meets it', async () => {
    const withPasskey = {
      ...testAdmin,
      two_factor: { enabled: true, required: true, passkeys: 1, passkey_required: false },
    };
    mockFetch(routes(withPasskey));
    renderApp('/account/two-factor', { user: withPasskey });
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByText('Your role requires it, so it cannot be turned off.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeVisible();
  });

  it('turns off with the password when the role does not require it', async () => {
    const editor = admin({
      role: 'content_editor',
      permissions: permissionsOf('content_editor'),
      two_factor: { enabled: true, required: false, passkeys: 0, passkey_required: false },
    });
    const off = {
      ...editor,
      two_factor: { enabled: false, required: false, passkeys: 0, passkey_required: false },
    };
    const server = mockFetch(
      routes(editor, {
        'twoFactor.disable': {
          status: 422,
          body: {
            result: false,
            message: TWO_FACTOR_MESSAGES.wrongPassword,
            errors: { password: [TWO_FACTOR_MESSAGES.wrongPassword] },
          },
        },
      }),
    );
    const { user } = renderApp('/account/two-factor', { user: editor });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(
      TWO_FACTOR_MESSAGES.wrongPassword,
    );

    server.on('twoFactor.disable', {
      body: { result: true, message: TWO_FACTOR_MESSAGES.disabled, data: null },
    });
    server.on('auth.details', { body: { result: true, data: off } });
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    // Content editors hold no admins.security: no policy section.
    expect(screen.queryByRole('region', { name: 'Required for roles' })).not.toBeInTheDocument();
    expect(server.callsTo('twoFactor.policy')).toHaveLength(0);
  });
});

describe('the policy (owners)', () => {
  it('shows a checkbox per role and saves the choice', async () => {
    const server = mockFetch(
      routes(testAdmin, {
        'twoFactor.updatePolicy': ({ body }) => ({
          body: {
            result: true,
            message: TWO_FACTOR_MESSAGES.policySaved,
            data: body as TwoFactorPolicy,
          },
        }),
      }),
    );
    const { user } = renderApp('/account/two-factor', { user: testAdmin });
    const section = await screen.findByRole('region', { name: 'Required for roles' });
    const editor = await within(section).findByRole('checkbox', { name: 'Content editor' });
    expect(editor).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Owner' })).toBeChecked();
    await user.click(editor);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('The two-factor policy was saved.')).toBeVisible();
    expect(server.callsTo('twoFactor.updatePolicy')[0]?.body).toMatchObject({
      roles: { ...POLICY.roles, content_editor: true },
    });
  });
});
