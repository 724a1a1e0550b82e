import type { SettingItem } from '@job-board/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

afterEach(() => {
  act(() => toast.dismiss());
});

const generalSettings = (appName = 'Job Board Pro'): SettingItem[] => [
  { config: 'app_name', name: 'App Name', value: appName },
  { config: 'address', name: 'Address', value: '1 Main Street' },
  { config: 'phone', name: 'Phone', value: '+1 555 0100' },
  { config: 'email', name: 'Email', value: 'hello@example.com' },
  { config: 'app_url_android', name: 'Android App URL', value: null },
  { config: 'app_url_ios', name: 'iOS App URL', value: 'https://apps.apple.com/app/1' },
  { config: 'website_webhook_url', name: 'Website Webhook URL', value: null },
];

const applicationSettings = (hasSecret = true): SettingItem[] => [
  { config: 'recaptcha_active', name: 'reCAPTCHA Active', value: true },
  { config: 'recaptcha_site_key', name: 'reCAPTCHA Site Key', value: 'site-123' },
  {
    config: 'recaptcha_secret_key',
    name: 'reCAPTCHA Secret Key',
    value: null,
    has_value: hasSecret,
  },
];

type SaveBody = { config_name: string; value: unknown; setting_tab: string };

function settingsRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'settings.general': { body: { data: generalSettings() } },
    'settings.application': {
      body: { result: true, data: { data: applicationSettings() } },
    },
    'settings.save': ({ body }) => ({
      body: {
        result: true,
        data: { config: (body as SaveBody).config_name, name: 'x', value: null },
      },
    }),
    'websiteBuilds.list': { body: { data: [], configured: true } },
    ...overrides,
  };
}

/** Renders the app at `path` once its screen is shown (the first, lazy render can be slow). */
async function renderSettings(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
  return rendered;
}

const saveBodies = (server: ReturnType<typeof mockFetch>) =>
  server.callsTo('settings.save').map((call) => call.body as SaveBody);

describe('SettingsScreen', () => {
  it('shows the header and the general tab by default, with the server labels and values', async () => {
    mockFetch(settingsRoutes());
    const { location } = await renderSettings('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByText('Configure your app.')).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(within(tablist).getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tablist).getByRole('tab', { name: 'Application' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeInTheDocument();
    expect(await screen.findByLabelText('App Name')).toHaveValue('Job Board Pro');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Main Street');
    expect(screen.getByLabelText('Android App URL')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(location()).toBe('/settings');
  });

  it('gives phone the tel type, email the email type, and the others text', async () => {
    mockFetch(settingsRoutes());
    await renderSettings('/settings');
    expect(await screen.findByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of [
      'App Name',
      'Address',
      'Android App URL',
      'iOS App URL',
      'Website Webhook URL',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'text');
    }
  });

  it('builds the inputs from what the server returns, with its labels', async () => {
    mockFetch(
      settingsRoutes({
        'settings.general': {
          body: { data: [{ config: 'app_name', name: 'Name of the App', value: 'X' }] },
        },
      }),
    );
    await renderSettings('/settings');
    expect(await screen.findByLabelText('Name of the App')).toHaveValue('X');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('textbox')).toHaveLength(1);
  });

  it('keeps the open tab in the URL', async () => {
    const server = mockFetch(settingsRoutes());
    const { user, location } = await renderSettings('/settings');
    await user.click(await screen.findByRole('tab', { name: 'Application' }));
    expect(location()).toBe('/settings?tab=application');
    expect(screen.getByRole('tab', { name: 'Application' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('checkbox', { name: 'reCAPTCHA Active' })).toBeChecked();
    expect(server.callsTo('settings.application')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(location()).toBe('/settings');
    expect(await screen.findByLabelText('App Name')).toBeInTheDocument();
  });

  it('asks before leaving the tab with unsaved changes, and stays on Cancel', async () => {
    mockFetch(settingsRoutes());
    const { user, location } = await renderSettings('/settings');
    await user.type(await screen.findByLabelText('Address'), ' B');
    await user.click(screen.getByRole('tab', { name: 'Application' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/settings');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Main Street B');

    // Another screen is asked about too; Leave goes there.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('leaves without asking once the changes are saved', async () => {
    mockFetch(settingsRoutes());
    const { user, location } = await renderSettings('/settings');
    await user.type(await screen.findByLabelText('Address'), ' B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('General Settings Saved!', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'Application' }));
    expect(location()).toBe('/settings?tab=application');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    mockFetch(settingsRoutes());
    await renderSettings('/settings?tab=application');
    expect(await screen.findByRole('tab', { name: 'Application' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByLabelText('reCAPTCHA Site Key')).toHaveValue('site-123');
  });

  it('turns a stored 0/1 reCAPTCHA flag into the checkbox state', async () => {
    mockFetch(
      settingsRoutes({
        'settings.application': {
          body: {
            result: true,
            data: {
              data: [{ config: 'recaptcha_active', name: 'reCAPTCHA Active', value: '0' }],
            },
          },
        },
      }),
    );
    await renderSettings('/settings?tab=application');
    expect(await screen.findByRole('checkbox', { name: 'reCAPTCHA Active' })).not.toBeChecked();
  });

  it('never shows the secret key: it says whether one is set', async () => {
    mockFetch(settingsRoutes());
    await renderSettings('/settings?tab=application');
    const secret = await screen.findByLabelText('reCAPTCHA Secret Key');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription(
      'Set. Type a new key to replace it, or leave this blank to keep it.',
    );
  });

  it('says "Not set" when no secret key is stored', async () => {
    mockFetch(
      settingsRoutes({
        'settings.application': {
          body: { result: true, data: { data: applicationSettings(false) } },
        },
      }),
    );
    await renderSettings('/settings?tab=application');
    expect(await screen.findByLabelText('reCAPTCHA Secret Key')).toHaveAccessibleDescription(
      'Not set. Type a key to store it.',
    );
  });

  it('saves every general setting, one call each, and shows the toast only after all succeeded', async () => {
    const held = deferred();
    const server = mockFetch(
      settingsRoutes({
        'settings.save': async ({ body }) => {
          if ((body as SaveBody).config_name === 'email') await held.promise;
          return { body: { result: true, data: { config: 'email', name: 'Email', value: null } } };
        },
      }),
    );
    const { user } = await renderSettings('/settings');
    const address = await screen.findByLabelText('Address');
    await user.clear(address);
    await user.type(address, '2 High Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saveBodies(server)).toHaveLength(7));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText('General Settings Saved!')).not.toBeInTheDocument();

    held.resolve();
    expect(await screen.findByText('General Settings Saved!')).toBeInTheDocument();
    expect(saveBodies(server)).toEqual([
      {
        config_name: 'app_name',
        display_name: 'App Name',
        value: 'Job Board Pro',
        setting_tab: 'general',
      },
      {
        config_name: 'address',
        display_name: 'Address',
        value: '2 High Street',
        setting_tab: 'general',
      },
      { config_name: 'phone', display_name: 'Phone', value: '+1 555 0100', setting_tab: 'general' },
      {
        config_name: 'email',
        display_name: 'Email',
        value: 'hello@example.com',
        setting_tab: 'general',
      },
      {
        config_name: 'app_url_android',
        display_name: 'Android App URL',
        value: '',
        setting_tab: 'general',
      },
      {
        config_name: 'app_url_ios',
        display_name: 'iOS App URL',
        value: 'https://apps.apple.com/app/1',
        setting_tab: 'general',
      },
      {
        config_name: 'website_webhook_url',
        display_name: 'Website Webhook URL',
        value: '',
        setting_tab: 'general',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('names what failed when a save is refused, and shows no success toast', async () => {
    const sentence = 'The Email setting must be a valid email address.';
    mockFetch(
      settingsRoutes({
        'settings.save': ({ body }) =>
          (body as SaveBody).config_name === 'email'
            ? {
                status: 422,
                body: {
                  result: false,
                  message: 'Some fields are invalid.',
                  errors: { value: [sentence] },
                },
              }
            : { body: { result: true, data: { config: 'x', name: 'x', value: null } } },
      }),
    );
    const { user } = await renderSettings('/settings');
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Could not save Email: ${sentence}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(sentence);
    expect(screen.queryByText('General Settings Saved!')).not.toBeInTheDocument();
  });

  it('names a setting that could not be sent at all (network failure)', async () => {
    mockFetch(
      settingsRoutes({
        'settings.save': ({ body }) => {
          if ((body as SaveBody).config_name === 'phone') throw new TypeError('Failed to fetch');
          return { body: { result: true, data: { config: 'x', name: 'x', value: null } } };
        },
      }),
    );
    const { user } = await renderSettings('/settings');
    await screen.findByLabelText('Phone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Could not save Phone: Could not reach the server. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('checks values with the server rules before sending', async () => {
    const server = mockFetch(settingsRoutes());
    const { user } = await renderSettings('/settings');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    const name = screen.getByLabelText('App Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The Email setting must be a valid email address.'),
    ).toBeVisible();
    expect(screen.getByLabelText('App Name')).toHaveAccessibleDescription(
      'The App Name setting is required.',
    );
    expect(saveBodies(server)).toHaveLength(0);
  });

  it('refreshes the app name in the page title after saving', async () => {
    let appName = 'Job Board Pro';
    mockFetch(
      settingsRoutes({
        'settings.general': () => ({ body: { data: generalSettings(appName) } }),
        'settings.save': ({ body }) => {
          const { config_name, value } = body as SaveBody;
          if (config_name === 'app_name') appName = String(value);
          return { body: { result: true, data: { config: config_name, name: 'x', value: null } } };
        },
      }),
    );
    const { user } = await renderSettings('/settings');
    await waitFor(() => expect(document.title).toBe('Settings - Job Board Pro'));
    const name = await screen.findByLabelText('App Name');
    await user.clear(name);
    await user.type(name, 'Hire Hub');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('General Settings Saved!');
    await waitFor(() => expect(document.title).toBe('Settings - Hire Hub'));
  });

  it('sends the reCAPTCHA settings, leaving out a secret key left blank', async () => {
    const server = mockFetch(settingsRoutes());
    const { user } = await renderSettings('/settings?tab=application');
    await user.click(await screen.findByRole('checkbox', { name: 'reCAPTCHA Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application Settings Saved!')).toBeInTheDocument();
    expect(saveBodies(server)).toEqual([
      {
        config_name: 'recaptcha_active',
        display_name: 'reCAPTCHA Active',
        value: false,
        setting_tab: 'application',
      },
      {
        config_name: 'recaptcha_site_key',
        display_name: 'reCAPTCHA Site Key',
        value: 'site-123',
        setting_tab: 'application',
      },
    ]);
  });

  it('sends a newly typed secret key once, then clears the input and says it is set', async () => {
    let hasSecret = false;
    const server = mockFetch(
      settingsRoutes({
        'settings.application': () => ({
          body: { result: true, data: { data: applicationSettings(hasSecret) } },
        }),
        'settings.save': ({ body }) => {
          if ((body as SaveBody).config_name === 'recaptcha_secret_key') hasSecret = true;
          return { body: { result: true, data: { config: 'x', name: 'x', value: null } } };
        },
      }),
    );
    const { user } = await renderSettings('/settings?tab=application');
    const secret = await screen.findByLabelText('reCAPTCHA Secret Key');
    expect(secret).toHaveAccessibleDescription('Not set. Type a key to store it.');
    await user.type(secret, 'secret-xyz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application Settings Saved!')).toBeInTheDocument();
    expect(saveBodies(server).at(-1)).toEqual({
      config_name: 'recaptcha_secret_key',
      display_name: 'reCAPTCHA Secret Key',
      value: 'secret-xyz',
      setting_tab: 'application',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('reCAPTCHA Secret Key')).toHaveAccessibleDescription(
        'Set. Type a new key to replace it, or leave this blank to keep it.',
      ),
    );
    expect(screen.getByLabelText('reCAPTCHA Secret Key')).toHaveValue('');
  });

  it('shows a load failure with a retry', async () => {
    const server = mockFetch(
      settingsRoutes({
        'settings.application': {
          status: 500,
          body: { result: false, message: 'Something went wrong.' },
        },
      }),
    );
    const { user } = await renderSettings('/settings?tab=application');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    server.on('settings.application', {
      body: { result: true, data: { data: applicationSettings() } },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('reCAPTCHA Site Key')).toHaveValue('site-123');
  });
});
