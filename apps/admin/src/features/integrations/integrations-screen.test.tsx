import {
  INTEGRATION_MESSAGES,
  WEBHOOK_EVENT_DESCRIPTIONS,
  permissionsOf,
  type AdminDetails,
  type WebhookEndpoint,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { dismissToasts } from '../../testing/toasts';
import { formatDateTime, formatTimeAgo } from '../../utils/format-date';
import { apiKeyRow, endpointRow } from './testing/integrations-fixtures';

// The screen loads lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

const orders = endpointRow(1, {
  url: 'https://orders.example.com/hooks',
  description: 'Order service',
  events: ['kyc.approved', 'kyc.rejected', 'user.blocked', 'job.published'],
  last_delivery_at: '2026-05-03T08:15:00.000Z',
  last_delivery_status: 'succeeded',
  pending_deliveries: 0,
});
const crm = endpointRow(2, {
  url: 'https://crm.example.com/in',
  description: null,
  events: ['invoice.paid'],
  status: 'paused',
  paused_reason: INTEGRATION_MESSAGES.autoPaused('8 deliveries failed in a row'),
  paused_at: '2026-05-03T09:00:00.000Z',
  last_delivery_at: '2026-05-03T08:59:00.000Z',
  last_delivery_status: 'failed',
  pending_deliveries: 4,
});
const endpointsList = [orders, crm];

const SECRET = 'whsec_C2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==';

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'webhooks.list': { body: { data: endpointsList } },
    'apiKeys.list': { body: { data: [] } },
    ...overrides,
  };
}

const endpointsTable = () => screen.findByRole('table', { name: 'Webhook endpoints' });
/** The endpoint's row, found by its URL (a link to the endpoint). */
const rowOf = async (url: string) =>
  (await screen.findByRole('link', { name: url })).closest('tr')!;

async function chooseFromMenu(
  user: ReturnType<typeof renderApp>['user'],
  rowName: string,
  item: string,
) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${rowName}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('IntegrationsScreen: webhook endpoints', () => {
  it('lists the endpoints with their events, state, last delivery and pending deliveries', async () => {
    mockFetch(routes());
    renderApp('/integrations');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Integrations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Webhook endpoints' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = await rowOf('https://orders.example.com/hooks');
    expect(within(first).getByRole('link', { name: orders.url })).toHaveAttribute(
      'href',
      '/admin/integrations/webhooks/1',
    );
    expect(within(first).getByText('Order service')).toBeInTheDocument();
    expect(within(first).getByText('kyc.approved, kyc.rejected +2 more')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Succeeded')).toBeInTheDocument();
    expect(within(first).getByText(formatTimeAgo(orders.last_delivery_at))).toHaveAttribute(
      'title',
      formatDateTime(orders.last_delivery_at),
    );

    const second = await rowOf('https://crm.example.com/in');
    expect(within(second).getByText('Paused')).toBeInTheDocument();
    expect(within(second).getByText(crm.paused_reason!)).toBeInTheDocument();
    expect(within(second).getByText('Failed')).toBeInTheDocument();
    expect(within(second).getByText('4')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Integrations - /));
  });

  it('says when there is no endpoint yet, and shows a load failure with the server’s words', async () => {
    const server = mockFetch(routes({ 'webhooks.list': { body: { data: [] } } }));
    const { unmount } = renderApp('/integrations');
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    unmount();

    server.on('webhooks.list', {
      status: 500,
      body: { result: false, message: 'The database is unavailable.' },
    });
    renderApp('/integrations');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable.');
  });

  it('adds an endpoint, then shows its signing secret once with a Copy button', async () => {
    const created = endpointRow(3, {
      url: 'https://new.example.com/hook',
      description: 'New receiver',
      events: ['kyc.submitted', 'job.deleted'],
    });
    const server = mockFetch(
      routes({
        'webhooks.create': {
          status: 201,
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.endpointCreated,
            data: { endpoint: created, secret: SECRET },
          },
        },
      }),
    );
    const { user } = renderApp('/integrations');
    await endpointsTable();

    await user.click(screen.getByRole('button', { name: '+ Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    // Each event is offered with what it means.
    const submitted = within(dialog).getByRole('checkbox', { name: 'kyc.submitted' });
    expect(submitted).toHaveAccessibleDescription(WEBHOOK_EVENT_DESCRIPTIONS['kyc.submitted']);
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(10);

    // Nothing is sent before the form is right.
    await user.type(within(dialog).getByLabelText(/URL/), 'ftp://new.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(INTEGRATION_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(INTEGRATION_MESSAGES.eventsRequired)).toBeInTheDocument();
    expect(server.callsTo('webhooks.create')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/URL/));
    await user.type(within(dialog).getByLabelText(/URL/), 'https://new.example.com/hook');
    await user.type(within(dialog).getByLabelText('Description'), 'New receiver');
    await user.click(submitted);
    await user.click(within(dialog).getByRole('checkbox', { name: 'job.deleted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const secretDialog = await screen.findByRole('dialog', {
      name: 'The endpoint’s signing secret',
    });
    expect(within(secretDialog).getByText(INTEGRATION_MESSAGES.endpointCreated)).toBeVisible();
    const field = within(secretDialog).getByLabelText('Signing secret');
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    const call = server.callsTo('webhooks.create')[0];
    expect(call?.body).toEqual({
      url: 'https://new.example.com/hook',
      description: 'New receiver',
      events: expect.arrayContaining(['kyc.submitted', 'job.deleted']),
    });
    expect((call?.body as { events: string[] }).events).toHaveLength(2);
    expect(
      screen.queryByRole('dialog', { name: 'Add a webhook endpoint' }),
    ).not.toBeInTheDocument();

    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await within(secretDialog).findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // Once closed, the secret is gone for good.
    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('webhooks.list')).toHaveLength(2));
  });

  it('selects the secret in its field when the browser refuses to copy', async () => {
    mockFetch(
      routes({
        'webhooks.create': {
          status: 201,
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.endpointCreated,
            data: { endpoint: endpointRow(3), secret: SECRET },
          },
        },
      }),
    );
    const { user } = renderApp('/integrations');
    await endpointsTable();
    await user.click(screen.getByRole('button', { name: '+ Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(within(dialog).getByLabelText(/URL/), 'https://new.example.com/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'kyc.approved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secretDialog = await screen.findByRole('dialog', {
      name: 'The endpoint’s signing secret',
    });

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await within(secretDialog).findByRole('alert')).toHaveTextContent(
      'The browser did not allow copying.',
    );
    const field = within(secretDialog).getByLabelText<HTMLInputElement>('Signing secret');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(SECRET.length);
  });

  it('shows the server’s sentence under the URL when it refuses the address', async () => {
    mockFetch(
      routes({
        'webhooks.create': {
          status: 422,
          body: {
            result: false,
            message: INTEGRATION_MESSAGES.urlPrivate,
            errors: { url: [INTEGRATION_MESSAGES.urlPrivate] },
          },
        },
      }),
    );
    const { user } = renderApp('/integrations');
    await endpointsTable();
    await user.click(screen.getByRole('button', { name: '+ Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(within(dialog).getByLabelText(/URL/), 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'kyc.approved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/URL/)).toHaveAccessibleDescription(
        expect.stringContaining(INTEGRATION_MESSAGES.urlPrivate),
      ),
    );
    expect(screen.queryByRole('dialog', { name: /signing secret/ })).not.toBeInTheDocument();
  });

  it('edits an endpoint in a modal filled with its settings', async () => {
    const server = mockFetch(
      routes({
        'webhooks.update': ({ body }) => ({
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.endpointUpdated,
            data: { ...orders, ...(body as Partial<WebhookEndpoint>) },
          },
        }),
      }),
    );
    const { user } = renderApp('/integrations');
    await chooseFromMenu(user, orders.url, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the webhook endpoint' });
    expect(within(dialog).getByLabelText(/URL/)).toHaveValue(orders.url);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Order service');
    expect(within(dialog).getByRole('checkbox', { name: 'user.blocked' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'invoice.paid' })).not.toBeChecked();

    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'user.blocked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INTEGRATION_MESSAGES.endpointUpdated)).toBeInTheDocument();
    const call = server.callsTo('webhooks.update')[0];
    expect(call?.path).toBe('/api/admin/webhooks/1');
    expect(call?.effectiveMethod).toBe('PUT');
    expect(call?.body).toMatchObject({ url: orders.url, description: null });
    expect([...(call?.body as { events: string[] }).events].sort()).toEqual([
      'job.published',
      'kyc.approved',
      'kyc.rejected',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pauses an active endpoint and resumes a paused one from the row menu', async () => {
    const server = mockFetch(
      routes({
        'webhooks.pause': {
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.endpointPaused,
            data: { ...orders, status: 'paused', paused_at: '2026-05-03T10:00:00.000Z' },
          },
        },
        'webhooks.resume': {
          status: 409,
          body: { result: false, message: INTEGRATION_MESSAGES.notPaused },
        },
      }),
    );
    const { user } = renderApp('/integrations');
    await chooseFromMenu(user, orders.url, 'Pause');
    expect(await screen.findByText(INTEGRATION_MESSAGES.endpointPaused)).toBeInTheDocument();
    expect(server.callsTo('webhooks.pause')[0]?.path).toBe('/api/admin/webhooks/1/pause');

    await chooseFromMenu(user, crm.url, 'Resume');
    expect(await screen.findByText(INTEGRATION_MESSAGES.notPaused)).toBeInTheDocument();
    expect(server.callsTo('webhooks.resume')[0]?.path).toBe('/api/admin/webhooks/2/resume');
  });

  it('deletes an endpoint after a confirmation naming it', async () => {
    const server = mockFetch(
      routes({
        'webhooks.delete': {
          body: { result: true, message: INTEGRATION_MESSAGES.endpointDeleted, data: null },
        },
      }),
    );
    const { user } = renderApp('/integrations');
    await chooseFromMenu(user, crm.url, 'Delete');
    const confirm = await screen.findByRole('alertdialog', {
      name: `Delete “${crm.url}”?`,
    });
    expect(server.callsTo('webhooks.delete')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.endpointDeleted)).toBeInTheDocument();
    const call = server.callsTo('webhooks.delete')[0];
    expect(call?.path).toBe('/api/admin/webhooks/2');
    expect(call?.effectiveMethod).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('opens an endpoint from its row menu', async () => {
    mockFetch(routes({ 'webhooks.deliveries': { body: pagedBody([]) } }));
    const { user, location } = renderApp('/integrations');
    await chooseFromMenu(user, orders.url, 'Details');
    await waitFor(() => expect(location()).toBe('/integrations/webhooks/1'));
  });
});

const KEY_SECRET = 'jbk_ab12cd34_7a1f0c9e4b2d8a6f3e5c1b7d9f2a4c6e';

describe('IntegrationsScreen: API keys', () => {
  const intake = apiKeyRow(1, {
    name: 'Mobile intake',
    prefix: 'jbk_ab12cd34',
    scopes: ['kyc.submit', 'kyc.read'],
    expires_at: '2099-12-31T23:59:59.999Z',
    last_used_at: '2026-05-03T07:45:00.000Z',
    last_used_ip: '203.0.113.9',
  });
  const old = apiKeyRow(2, {
    name: 'Old partner',
    revoked_at: '2026-04-01T00:00:00.000Z',
  });
  const lapsed = apiKeyRow(3, { name: 'Pilot', expires_at: '2026-01-01T23:59:59.999Z' });

  it('keeps the tab in the URL and lists the keys with their state and last use', async () => {
    mockFetch(routes({ 'apiKeys.list': { body: { data: [intake, old, lapsed] } } }));
    const { user, location } = renderApp('/integrations');
    await endpointsTable();
    await user.click(screen.getByRole('tab', { name: 'API keys' }));
    expect(location()).toBe('/integrations?tab=api-keys');

    await screen.findByText('Mobile intake');
    const table = screen.getByRole('table', { name: 'API keys' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(row('Mobile intake')).getByText('jbk_ab12cd34…')).toBeInTheDocument();
    expect(within(row('Mobile intake')).getByText('kyc.submit, kyc.read')).toBeInTheDocument();
    expect(row('Mobile intake')).toHaveTextContent(
      `${formatTimeAgo(intake.last_used_at)} (${formatDateTime(intake.last_used_at)}) from 203.0.113.9`,
    );
    expect(within(row('Mobile intake')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Old partner')).getByText('Revoked')).toBeInTheDocument();
    expect(within(row('Old partner')).getAllByText('Never')).toHaveLength(2);
    expect(within(row('Pilot')).getByText('Expired')).toBeInTheDocument();
    // A revoked key has nothing left to do.
    expect(
      within(row('Old partner')).queryByRole('button', { name: /^Actions for/ }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Webhook endpoints' }));
    expect(location()).toBe('/integrations');
  });

  it('creates a key with scopes and an expiry date, and shows the key once', async () => {
    const server = mockFetch(
      routes({
        'apiKeys.list': { body: { data: [intake] } },
        'apiKeys.create': {
          status: 201,
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.keyCreated,
            data: { key: apiKeyRow(4, { name: 'Web intake' }), secret: KEY_SECRET },
          },
        },
      }),
    );
    const { user } = renderApp('/integrations?tab=api-keys');
    await screen.findByRole('table', { name: 'API keys' });

    await user.click(screen.getByRole('button', { name: '+ Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(INTEGRATION_MESSAGES.scopesRequired)).toBeVisible();
    expect(server.callsTo('apiKeys.create')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Web intake');
    const submit = within(dialog).getByRole('checkbox', { name: 'kyc.submit' });
    expect(submit).toHaveAccessibleDescription(
      'Submit identity checks (and resubmit after a rejection)',
    );
    await user.click(submit);
    await user.type(within(dialog).getByLabelText('Expires on (optional)'), '2099-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const keyDialog = await screen.findByRole('dialog', { name: 'The new API key' });
    expect(within(keyDialog).getByText(INTEGRATION_MESSAGES.keyCreated)).toBeVisible();
    expect(within(keyDialog).getByLabelText('API key')).toHaveValue(KEY_SECRET);
    expect(server.callsTo('apiKeys.create')[0]?.body).toEqual({
      name: 'Web intake',
      scopes: ['kyc.submit'],
      expires_at: '2099-06-30',
    });
    await user.click(within(keyDialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(KEY_SECRET);
    await user.click(within(keyDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(KEY_SECRET)).not.toBeInTheDocument();
  });

  it('leaves the expiry out when none is chosen, and refuses a past date before sending', async () => {
    const server = mockFetch(
      routes({
        'apiKeys.create': {
          status: 201,
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.keyCreated,
            data: { key: apiKeyRow(4), secret: KEY_SECRET },
          },
        },
      }),
    );
    const { user } = renderApp('/integrations?tab=api-keys');
    await screen.findByText('No API keys yet.');
    await user.click(screen.getByRole('button', { name: '+ Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Reader');
    await user.click(within(dialog).getByRole('checkbox', { name: 'kyc.read' }));
    await user.type(within(dialog).getByLabelText('Expires on (optional)'), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(INTEGRATION_MESSAGES.expiryInPast)).toBeVisible();
    expect(server.callsTo('apiKeys.create')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Expires on (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'The new API key' });
    expect(server.callsTo('apiKeys.create')[0]?.body).toEqual({
      name: 'Reader',
      scopes: ['kyc.read'],
    });
  });

  it('revokes a key after a confirmation, and shows a refusal in the dialog', async () => {
    const server = mockFetch(
      routes({
        'apiKeys.list': { body: { data: [intake, lapsed] } },
        'apiKeys.revoke': ({ params }) =>
          params.id === '1'
            ? {
                body: {
                  result: true,
                  message: INTEGRATION_MESSAGES.keyRevoked,
                  data: { ...intake, revoked_at: '2026-05-03T11:00:00.000Z' },
                },
              }
            : {
                status: 409,
                body: { result: false, message: INTEGRATION_MESSAGES.keyAlreadyRevoked },
              },
      }),
    );
    const { user } = renderApp('/integrations?tab=api-keys');
    await screen.findByRole('table', { name: 'API keys' });

    await chooseFromMenu(user, 'Pilot', 'Revoke');
    const refused = await screen.findByRole('alertdialog', { name: 'Revoke Pilot?' });
    await user.click(within(refused).getByRole('button', { name: 'Revoke' }));
    expect(
      await within(refused).findByText(INTEGRATION_MESSAGES.keyAlreadyRevoked),
    ).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await chooseFromMenu(user, 'Mobile intake', 'Revoke');
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Mobile intake?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.keyRevoked)).toBeInTheDocument();
    expect(server.callsTo('apiKeys.revoke').map((call) => call.path)).toEqual([
      '/api/admin/api-keys/3/revoke',
      '/api/admin/api-keys/1/revoke',
    ]);
  });
});

describe('IntegrationsScreen: access', () => {
  it('is for owners only: an admin sees no menu entry and no screen', async () => {
    const server = mockFetch(routes());
    const admin: AdminDetails = {
      ...testAdmin,
      id: 9,
      role: 'admin',
      permissions: permissionsOf('admin'),
    };
    renderApp('/integrations', { user: admin });
    expect(await screen.findByText(/don.t have access/i)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(server.callsTo('webhooks.list')).toHaveLength(0);
  });

  it('is in the sidebar for an owner', async () => {
    mockFetch(routes());
    renderApp('/integrations');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
