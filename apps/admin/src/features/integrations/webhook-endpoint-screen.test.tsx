import { INTEGRATION_MESSAGES, WEBHOOK_EVENT_DESCRIPTIONS } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { dismissToasts } from '../../testing/toasts';
import { formatDateTime, formatTimeAgo } from '../../utils/format-date';
import { DELIVERY_POLL_MS } from './api/use-webhook-endpoints';
import { attempt, deliveryDetail, deliveryRow, endpointRow } from './testing/integrations-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

const endpoint = endpointRow(1, {
  url: 'https://orders.example.com/hooks',
  description: 'Order service',
  events: ['kyc.approved', 'job.published'],
  secret_hint: 'whsec_Xy7',
  last_delivery_at: '2026-05-02T10:00:01.000Z',
  last_delivery_status: 'failed',
});

const succeeded = deliveryRow(11, { message_id: 'msg_2Lh8qPj0abcdef' });
const failed = deliveryRow(12, {
  message_id: 'msg_9ZkQx0failed',
  event_type: 'job.published',
  status: 'failed',
  attempts: 8,
  last_response_status: 500,
  last_error: 'The receiver answered 500.',
  delivered_at: null,
});
const retrying = deliveryRow(13, {
  message_id: 'msg_pending13',
  status: 'pending',
  attempts: 2,
  last_response_status: null,
  last_error: 'Timed out after 10 seconds.',
  next_attempt_at: '2026-05-02T10:05:00.000Z',
  delivered_at: null,
});

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'webhooks.show': { body: { data: endpoint } },
    'webhooks.list': { body: { data: [endpoint, endpointRow(2)] } },
    'webhooks.deliveries': { body: pagedBody([succeeded, failed], 1, 3) },
    ...overrides,
  };
}

async function renderEndpoint(path = '/integrations/webhooks/1') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Webhook endpoint' });
  return rendered;
}

const settingsCard = () => screen.findByRole('region', { name: 'Settings' });
const deliveriesCard = () => screen.findByRole('region', { name: 'Deliveries' });
const deliveryRowOf = async (messageId: string) =>
  (await within(await deliveriesCard()).findByText(messageId)).closest('tr')!;

describe('WebhookEndpointScreen', () => {
  it('shows the endpoint’s settings and its deliveries', async () => {
    const server = mockFetch(routes());
    await renderEndpoint();

    const settings = await settingsCard();
    expect(within(settings).getByText('https://orders.example.com/hooks')).toBeInTheDocument();
    expect(within(settings).getByText('Order service')).toBeInTheDocument();
    expect(within(settings).getByText('Active')).toBeInTheDocument();
    expect(
      within(settings).getByText(`— ${WEBHOOK_EVENT_DESCRIPTIONS['job.published']}`),
    ).toBeInTheDocument();
    expect(within(settings).getByText(/^whsec_Xy7…/)).toBeInTheDocument();
    for (const name of ['Send test event', 'Rotate secret', 'Pause', 'Edit', 'Delete']) {
      expect(within(settings).getByRole('button', { name })).toBeInTheDocument();
    }

    const row = await deliveryRowOf('msg_9ZkQx0failed');
    expect(within(row).getByText('job.published')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('8')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    expect(within(row).getByText(formatTimeAgo(failed.created_at))).toHaveAttribute(
      'title',
      formatDateTime(failed.created_at),
    );
    expect(server.callsTo('webhooks.deliveries')[0]?.path).toBe('/api/admin/webhooks/1/deliveries');
    await waitFor(() => expect(document.title).toMatch(/^Webhook endpoint - /));
  });

  it('filters the deliveries by status and pages them, both in the URL', async () => {
    const server = mockFetch(routes());
    const { user, location } = await renderEndpoint('/integrations/webhooks/1?status=failed');
    await deliveryRowOf('msg_9ZkQx0failed');
    expect(server.callsTo('webhooks.deliveries')[0]?.query.get('status')).toBe('failed');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveValue('failed');

    await user.selectOptions(filter, 'pending');
    await waitFor(() => expect(location()).toBe('/integrations/webhooks/1?status=pending'));
    await waitFor(() =>
      expect(server.callsTo('webhooks.deliveries').at(-1)?.query.get('status')).toBe('pending'),
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/integrations/webhooks/1?status=pending&page=2'));
    await waitFor(() =>
      expect(server.callsTo('webhooks.deliveries').at(-1)?.query.get('page')).toBe('2'),
    );

    await user.selectOptions(filter, '');
    await waitFor(() => expect(location()).toBe('/integrations/webhooks/1'));
  });

  it('opens a delivery: its exact payload, every attempt, and Resend', async () => {
    const detail = deliveryDetail(failed, {
      payload: '{"id":"msg_9ZkQx0failed","type":"job.published","data":{"job_id":4}}',
      attempt_log: [
        attempt(1, {
          attempted_at: '2026-05-02T10:00:01.000Z',
          duration_ms: 1534,
          response_status: 500,
          response_excerpt: 'Internal error: database down',
        }),
        attempt(2, {
          attempted_at: '2026-05-02T10:00:06.000Z',
          duration_ms: 10_000,
          response_status: null,
          response_excerpt: null,
          error: 'Timed out after 10 seconds.',
        }),
      ],
    });
    const server = mockFetch(
      routes({
        'webhooks.delivery': { body: { data: detail } },
        'webhooks.resend': {
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.resendQueued,
            data: { ...failed, status: 'pending' },
          },
        },
      }),
    );
    const { user } = await renderEndpoint();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for job.published msg_9ZkQx0failed' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delivery of job.published' });
    const payload = (await within(dialog).findByRole('group', { name: 'Payload' })).querySelector(
      'pre',
    );
    expect(payload?.textContent).toBe(JSON.stringify(JSON.parse(detail.payload), null, 2));
    const attempts = within(dialog).getByRole('table', { name: 'Attempts' });
    const [first, second] = within(attempts).getAllByRole('row').slice(1);
    expect(within(first!).getByText('1.5 s')).toBeInTheDocument();
    expect(within(first!).getByText('500')).toBeInTheDocument();
    expect(within(first!).getByText('Internal error: database down')).toBeInTheDocument();
    expect(within(second!).getByText('10.0 s')).toBeInTheDocument();
    expect(within(second!).getByText('Timed out after 10 seconds.')).toBeInTheDocument();
    expect(
      within(second!).getByText(formatDateTime('2026-05-02T10:00:06.000Z')),
    ).toBeInTheDocument();
    expect(server.callsTo('webhooks.delivery')[0]?.path).toBe('/api/admin/webhook-deliveries/12');

    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText(INTEGRATION_MESSAGES.resendQueued)).toBeInTheDocument();
    expect(server.callsTo('webhooks.resend')[0]?.path).toBe(
      '/api/admin/webhook-deliveries/12/resend',
    );
    // The list reloads to show the delivery pending again.
    await waitFor(() => expect(server.callsTo('webhooks.deliveries').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal to resend a delivery still being tried', async () => {
    mockFetch(
      routes({
        'webhooks.deliveries': { body: pagedBody([failed]) },
        'webhooks.delivery': { body: { data: deliveryDetail(failed) } },
        'webhooks.resend': {
          status: 409,
          body: { result: false, message: INTEGRATION_MESSAGES.resendPending },
        },
      }),
    );
    const { user } = await renderEndpoint();
    // A click on the row opens it too.
    await user.click(within(await deliveryRowOf('msg_9ZkQx0failed')).getByText('job.published'));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery of job.published' });
    await within(dialog).findByRole('group', { name: 'Payload' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      INTEGRATION_MESSAGES.resendPending,
    );
  });

  it(
    'refreshes the deliveries every few seconds while the endpoint is sending',
    async () => {
      let sent = false;
      const server = mockFetch(
        routes({
          'webhooks.show': () => ({
            body: { data: { ...endpoint, pending_deliveries: sent ? 0 : 1 } },
          }),
          'webhooks.deliveries': () => ({
            body: pagedBody([
              sent
                ? {
                    ...retrying,
                    status: 'succeeded',
                    attempts: 3,
                    last_response_status: 204,
                    next_attempt_at: null,
                  }
                : retrying,
            ]),
          }),
        }),
      );
      await renderEndpoint();
      const row = await deliveryRowOf('msg_pending13');
      expect(within(row).getByText('Pending')).toBeInTheDocument();
      expect(
        screen.getByText('Deliveries are being tried: this list refreshes every few seconds.'),
      ).toBeInTheDocument();
      const before = server.callsTo('webhooks.deliveries').length;

      sent = true;
      await waitFor(
        () =>
          expect(screen.getByRole('table', { name: 'Deliveries' })).toHaveTextContent('Succeeded'),
        { timeout: DELIVERY_POLL_MS * 2 + 2000 },
      );
      expect(await deliveryRowOf('msg_pending13')).toHaveTextContent('204');
      expect(server.callsTo('webhooks.deliveries').length).toBeGreaterThan(before);
      await waitFor(() =>
        expect(
          screen.queryByText('Deliveries are being tried: this list refreshes every few seconds.'),
        ).not.toBeInTheDocument(),
      );
    },
    DELIVERY_POLL_MS * 4 + 10_000,
  );

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    const secret = 'whsec_bmV3LXNpZ25pbmctc2VjcmV0LWFmdGVyLXJvdGF0aW9u';
    const server = mockFetch(
      routes({
        'webhooks.rotateSecret': {
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.secretRotated,
            data: { endpoint: { ...endpoint, secret_hint: 'whsec_bmV' }, secret },
          },
        },
      }),
    );
    const { user } = await renderEndpoint();
    await user.click(within(await settingsCard()).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make a new signing secret?' });
    expect(server.callsTo('webhooks.rotateSecret')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate' }));

    const dialog = await screen.findByRole('dialog', { name: 'The new signing secret' });
    expect(within(dialog).getByText(INTEGRATION_MESSAGES.secretRotated)).toBeVisible();
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue(secret);
    expect(server.callsTo('webhooks.rotateSecret')[0]?.path).toBe(
      '/api/admin/webhooks/1/rotate-secret',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it('shows a failed rotation in the confirmation', async () => {
    mockFetch(
      routes({
        'webhooks.rotateSecret': {
          status: 404,
          body: { result: false, message: INTEGRATION_MESSAGES.endpointNotFound },
        },
      }),
    );
    const { user } = await renderEndpoint();
    await user.click(within(await settingsCard()).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make a new signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      INTEGRATION_MESSAGES.endpointNotFound,
    );
  });

  it('sends a test event and reloads the deliveries', async () => {
    const server = mockFetch(
      routes({
        'webhooks.sendTest': {
          status: 201,
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.testQueued,
            data: deliveryRow(20, { event_type: 'webhook.test', status: 'pending', attempts: 0 }),
          },
        },
      }),
    );
    const { user } = await renderEndpoint();
    await deliveryRowOf('msg_9ZkQx0failed');
    await user.click(within(await settingsCard()).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.testQueued)).toBeInTheDocument();
    expect(server.callsTo('webhooks.sendTest')[0]?.path).toBe('/api/admin/webhooks/1/test');
    await waitFor(() => expect(server.callsTo('webhooks.deliveries')).toHaveLength(2));
  });

  it('shows a failed test event as the server words it', async () => {
    mockFetch(
      routes({
        'webhooks.sendTest': {
          status: 500,
          body: { result: false, message: 'Something went wrong.' },
        },
      }),
    );
    const { user } = await renderEndpoint();
    await user.click(within(await settingsCard()).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('shows why an endpoint was paused automatically, and resumes it', async () => {
    const reason = INTEGRATION_MESSAGES.autoPaused('8 deliveries failed in a row');
    const paused = {
      ...endpoint,
      status: 'paused' as const,
      paused_reason: reason,
      paused_at: '2026-05-02T12:00:00.000Z',
      pending_deliveries: 3,
    };
    const server = mockFetch(
      routes({
        'webhooks.show': { body: { data: paused } },
        'webhooks.resume': {
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.endpointResumed,
            data: { ...endpoint, pending_deliveries: 3 },
          },
        },
      }),
    );
    const { user } = await renderEndpoint();
    const settings = await settingsCard();
    expect(within(settings).getByText('Paused')).toBeInTheDocument();
    expect(within(settings).getByText(reason)).toBeInTheDocument();
    expect(
      within(settings).getByText(`Paused since ${formatDateTime(paused.paused_at)}.`),
    ).toBeInTheDocument();
    // A paused endpoint's deliveries wait: nothing to refresh.
    expect(screen.queryByText(/this list refreshes/)).not.toBeInTheDocument();

    await user.click(within(settings).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.endpointResumed)).toBeInTheDocument();
    expect(server.callsTo('webhooks.resume')[0]?.path).toBe('/api/admin/webhooks/1/resume');
  });

  it('edits the endpoint from its page', async () => {
    const server = mockFetch(
      routes({
        'webhooks.update': {
          body: {
            result: true,
            message: INTEGRATION_MESSAGES.endpointUpdated,
            data: { ...endpoint, url: 'https://orders.example.com/v2/hooks' },
          },
        },
      }),
    );
    const { user } = await renderEndpoint();
    await user.click(within(await settingsCard()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the webhook endpoint' });
    const url = within(dialog).getByLabelText(/URL/);
    await user.clear(url);
    await user.type(url, 'https://orders.example.com/v2/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.endpointUpdated)).toBeInTheDocument();
    expect(server.callsTo('webhooks.update')[0]?.body).toMatchObject({
      url: 'https://orders.example.com/v2/hooks',
      description: 'Order service',
    });
  });

  it('deletes the endpoint after a confirmation and goes back to the list', async () => {
    const server = mockFetch(
      routes({
        'webhooks.delete': {
          body: { result: true, message: INTEGRATION_MESSAGES.endpointDeleted, data: null },
        },
        'apiKeys.list': { body: { data: [] } },
      }),
    );
    const { user, location } = await renderEndpoint();
    await user.click(within(await settingsCard()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Delete “${endpoint.url}”?`,
    });
    server.on('webhooks.list', { body: { data: [endpointRow(2)] } });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.endpointDeleted)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/integrations'));
    expect(server.callsTo('webhooks.delete')[0]?.path).toBe('/api/admin/webhooks/1');
  });

  it('says so when no endpoint has this id', async () => {
    mockFetch(
      routes({
        'webhooks.show': {
          status: 404,
          body: { result: false, message: INTEGRATION_MESSAGES.endpointNotFound },
        },
      }),
    );
    await renderEndpoint('/integrations/webhooks/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      INTEGRATION_MESSAGES.endpointNotFound,
    );
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
  });
});
