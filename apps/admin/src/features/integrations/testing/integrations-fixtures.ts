import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@job-board/contract';
import type { z } from 'zod';
import type { webhookAttempt, webhookDeliveryDetail } from '@job-board/contract';

export function endpointRow(id: number, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id,
    url: `https://hooks.example.com/receiver-${id}`,
    description: `Receiver ${id}`,
    events: ['kyc.approved', 'kyc.rejected'],
    status: 'active',
    paused_reason: null,
    paused_at: null,
    secret_hint: 'whsec_AbC',
    pending_deliveries: 0,
    last_delivery_at: null,
    last_delivery_status: null,
    created_at: '2026-05-01T09:00:00.000Z',
    updated_at: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

export function deliveryRow(id: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id,
    endpoint_id: 1,
    message_id: `msg_${id}abcdef`,
    event_type: 'kyc.approved',
    status: 'succeeded',
    attempts: 1,
    next_attempt_at: null,
    last_attempt_at: '2026-05-02T10:00:01.000Z',
    last_response_status: 200,
    last_error: null,
    delivered_at: '2026-05-02T10:00:01.000Z',
    created_at: '2026-05-02T10:00:00.000Z',
    ...overrides,
  };
}

type Attempt = z.infer<typeof webhookAttempt>;
type DeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

export function attempt(id: number, overrides: Partial<Attempt> = {}): Attempt {
  return {
    id,
    attempted_at: '2026-05-02T10:00:01.000Z',
    duration_ms: 120,
    response_status: 200,
    response_excerpt: 'ok',
    error: null,
    ...overrides,
  };
}

export function deliveryDetail(
  delivery: WebhookDelivery,
  overrides: Partial<DeliveryDetail> = {},
): DeliveryDetail {
  return {
    ...delivery,
    payload: JSON.stringify({ type: delivery.event_type, data: { kyc_id: 12, user_id: 7 } }),
    attempt_log: [attempt(1)],
    ...overrides,
  };
}

export function apiKeyRow(id: number, overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id,
    name: `Service ${id}`,
    prefix: `jbk_ab12cd3${id}`,
    scopes: ['kyc.submit'],
    expires_at: null,
    last_used_at: null,
    last_used_ip: null,
    revoked_at: null,
    created_by: 'Ada Lovelace',
    created_at: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}
