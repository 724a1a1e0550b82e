import {
  INTEGRATION_MESSAGES,
  permissionsOf,
  type AdminDetails,
  type SettingItem,
  type WebsiteBuild,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { dismissToasts } from '../../testing/toasts';
import { formatDateTime, formatTimeAgo } from '../../utils/format-date';
import { BUILDS_POLL_MS } from './api/use-website-builds';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  dismissToasts();
});

function build(id: number, overrides: Partial<WebsiteBuild> = {}): WebsiteBuild {
  return {
    id,
    status: 'succeeded',
    triggers: ['Blog post 12 updated'],
    trigger_count: 1,
    requested_at: '2026-05-03T08:00:00.000Z',
    started_at: '2026-05-03T08:00:05.000Z',
    finished_at: '2026-05-03T08:00:06.200Z',
    duration_ms: 1200,
    attempts: 1,
    response_status: 200,
    error: null,
    ...overrides,
  };
}

const burst = build(3, {
  triggers: ['Blog post 12 updated', 'Web page 4 updated', 'Setting App Name changed'],
  trigger_count: 7,
  requested_at: '2026-05-03T09:30:00.000Z',
});
const broken = build(2, {
  status: 'failed',
  triggers: ['Rebuild requested by Ada Lovelace'],
  attempts: 3,
  duration_ms: 10_000,
  response_status: 502,
  error: 'The build hook answered 502 Bad Gateway.',
});
const skipped = build(1, {
  status: 'superseded',
  duration_ms: null,
  started_at: null,
  finished_at: null,
  response_status: null,
  attempts: 0,
});

const generalSettings: SettingItem[] = [
  { config: 'app_name', name: 'App Name', value: 'Job Board Pro' },
  {
    config: 'website_webhook_url',
    name: 'Website Webhook URL',
    value: 'https://build.example.com/hook',
  },
];

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'settings.general': { body: { data: generalSettings } },
    'settings.save': { body: { result: true, data: { config: 'x', name: 'x', value: null } } },
    'websiteBuilds.list': { body: { data: [burst, broken, skipped], configured: true } },
    ...overrides,
  };
}

const buildsCard = () => screen.findByRole('region', { name: 'Website builds' });
const buildRow = async (text: string) =>
  (await within(await buildsCard()).findByText(text)).closest('tr')!;

const manager = (permissions: AdminDetails['permissions']): AdminDetails => ({
  ...testAdmin,
  id: 9,
  role: 'admin',
  permissions,
});

describe('Settings → General: website builds', () => {
  it('lists the recent builds: when, what triggered them, outcome and timing', async () => {
    mockFetch(routes());
    renderApp('/settings');
    const card = await buildsCard();

    const first = await buildRow('Web page 4 updated');
    expect(within(first).getByText(formatTimeAgo(burst.requested_at))).toHaveAttribute(
      'title',
      formatDateTime(burst.requested_at),
    );
    expect(within(first).getByText('Blog post 12 updated')).toBeInTheDocument();
    expect(within(first).getByText('Setting App Name changed')).toBeInTheDocument();
    expect(within(first).getByText('+4 more')).toBeInTheDocument();
    expect(within(first).getByText('Succeeded')).toBeInTheDocument();
    expect(within(first).getByText('1.2 s')).toBeInTheDocument();

    const second = await buildRow('Rebuild requested by Ada Lovelace');
    expect(within(second).getByText('Failed')).toBeInTheDocument();
    expect(within(second).getByText('10.0 s')).toBeInTheDocument();
    expect(within(second).getByText('3')).toBeInTheDocument();
    expect(within(second).getByText('502')).toBeInTheDocument();
    expect(within(second).getByText('The build hook answered 502 Bad Gateway.')).toBeVisible();

    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(within(rows[3]!).getByText('Superseded')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Rebuild website now' })).toBeEnabled();
  });

  it('rebuilds the website on request and shows the server’s message', async () => {
    const held = deferred();
    const server = mockFetch(
      routes({
        'websiteBuilds.request': async () => {
          await held.promise;
          return {
            status: 201,
            body: {
              result: true,
              message: INTEGRATION_MESSAGES.buildQueued,
              data: build(4, {
                status: 'pending',
                triggers: ['Rebuild requested by Ada Lovelace'],
                started_at: null,
                finished_at: null,
                duration_ms: null,
                response_status: null,
                attempts: 0,
              }),
            },
          };
        },
      }),
    );
    const { user } = renderApp('/settings');
    const card = await buildsCard();
    await buildRow('Web page 4 updated');
    await user.click(within(card).getByRole('button', { name: 'Rebuild website now' }));
    expect(within(card).getByRole('button', { name: 'Requesting...' })).toBeDisabled();
    held.resolve();
    expect(await within(card).findByText(INTEGRATION_MESSAGES.buildQueued)).toBeInTheDocument();
    expect(server.callsTo('websiteBuilds.request')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('websiteBuilds.list')).toHaveLength(2));
  });

  it('shows a refused rebuild as the server words it', async () => {
    mockFetch(
      routes({
        'websiteBuilds.request': {
          status: 500,
          body: { result: false, message: 'The build queue is unavailable.' },
        },
      }),
    );
    const { user } = renderApp('/settings');
    const card = await buildsCard();
    await buildRow('Web page 4 updated');
    await user.click(within(card).getByRole('button', { name: 'Rebuild website now' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The build queue is unavailable.',
    );
  });

  it('says to set the Website Webhook URL first when none is set', async () => {
    const server = mockFetch(
      routes({ 'websiteBuilds.list': { body: { data: [], configured: false } } }),
    );
    renderApp('/settings');
    const card = await buildsCard();
    expect(await within(card).findByText(INTEGRATION_MESSAGES.noWebsiteHook)).toBeVisible();
    const button = within(card).getByRole('button', { name: 'Rebuild website now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(INTEGRATION_MESSAGES.noWebsiteHook);
    expect(within(card).getByText('No website builds yet.')).toBeInTheDocument();
    expect(server.callsTo('websiteBuilds.request')).toHaveLength(0);
  });

  it('shows a load failure with the server’s words', async () => {
    mockFetch(
      routes({
        'websiteBuilds.list': {
          status: 500,
          body: { result: false, message: 'The database is unavailable.' },
        },
      }),
    );
    renderApp('/settings');
    const card = await buildsCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The database is unavailable.',
    );
  });

  it(
    'asks again every 2 seconds while a build is pending',
    async () => {
      let finished = false;
      const server = mockFetch(
        routes({
          'websiteBuilds.list': () => ({
            body: {
              data: [
                build(5, {
                  status: finished ? 'succeeded' : 'pending',
                  triggers: ['Job post 3 published'],
                  finished_at: finished ? '2026-05-03T10:00:02.000Z' : null,
                  duration_ms: finished ? 800 : null,
                }),
              ],
              configured: true,
            },
          }),
        }),
      );
      renderApp('/settings');
      const row = await buildRow('Job post 3 published');
      expect(within(row).getByText('Pending')).toBeInTheDocument();
      finished = true;
      await waitFor(
        async () => expect(await buildRow('Job post 3 published')).toHaveTextContent('Succeeded'),
        { timeout: BUILDS_POLL_MS * 2 + 2000 },
      );
      expect(await buildRow('Job post 3 published')).toHaveTextContent('800 ms');
      const calls = server.callsTo('websiteBuilds.list').length;
      // Nothing pending any more: no more asking.
      await new Promise((resolve) => setTimeout(resolve, BUILDS_POLL_MS + 500));
      expect(server.callsTo('websiteBuilds.list')).toHaveLength(calls);
    },
    BUILDS_POLL_MS * 4 + 10_000,
  );

  it('reloads the builds after the Website Webhook URL is saved', async () => {
    let configured = false;
    const server = mockFetch(
      routes({
        'websiteBuilds.list': () => ({ body: { data: [], configured } }),
        'settings.save': ({ body }) => {
          if ((body as { config_name: string }).config_name === 'website_webhook_url') {
            configured = true;
          }
          return { body: { result: true, data: { config: 'x', name: 'x', value: null } } };
        },
      }),
    );
    const { user } = renderApp('/settings');
    const card = await buildsCard();
    const button = await within(card).findByRole('button', { name: 'Rebuild website now' });
    await waitFor(() => expect(button).toBeDisabled());
    await screen.findByLabelText('Website Webhook URL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('websiteBuilds.list')).toHaveLength(2));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Rebuild website now' })).toBeEnabled(),
    );
    expect(within(card).queryByText(INTEGRATION_MESSAGES.noWebsiteHook)).not.toBeInTheDocument();
  });

  it('shows the builds without the Rebuild button to a role that may not change settings', async () => {
    mockFetch(routes());
    const reader = manager(permissionsOf('admin').filter((p) => p !== 'settings.write'));
    renderApp('/settings', { user: reader });
    await buildRow('Web page 4 updated');
    expect(screen.queryByRole('button', { name: 'Rebuild website now' })).not.toBeInTheDocument();
  });

  it('is not shown to a role without settings.read', async () => {
    const server = mockFetch(routes());
    renderApp('/settings', { user: manager(permissionsOf('support')) });
    expect(await screen.findByText(/don.t have access/i)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Website builds' })).not.toBeInTheDocument();
    expect(server.callsTo('websiteBuilds.list')).toHaveLength(0);
  });
});
