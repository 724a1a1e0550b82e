import {
  endpoints,
  type EndpointInput,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** How often a list with deliveries still being tried asks again, so their outcome shows. */
export const DELIVERY_POLL_MS = 3000;

/** Deliveries wait on it: it is active (a paused endpoint's deliveries wait for its resume). */
export const isSending = (endpoint: WebhookEndpoint) =>
  endpoint.status === 'active' && endpoint.pending_deliveries > 0;

const webhooksList = apiQuery(endpoints.webhooks.list, {});

/** The webhook endpoints, asked again every few seconds while one of them is sending. */
export function useWebhookEndpoints() {
  return useQuery({
    ...webhooksList,
    select: (response) => response.data,
    refetchInterval: (query) => (query.state.data?.data.some(isSending) ? DELIVERY_POLL_MS : false),
  });
}

/**
 * One endpoint, asked again every few seconds while it is sending. `id` null (an address naming
 * no record) asks nothing.
 */
export function useWebhookEndpoint(id: number | null) {
  return useQuery({
    ...apiQuery(endpoints.webhooks.show, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    select: (response) => response.data,
    refetchInterval: (query) =>
      query.state.data && isSending(query.state.data.data) ? DELIVERY_POLL_MS : false,
  });
}

export type DeliveriesQuery = NonNullable<
  EndpointInput<typeof endpoints.webhooks.deliveries>['query']
>;

const hasPending = (deliveries: readonly WebhookDelivery[] | undefined) =>
  deliveries?.some((delivery) => delivery.status === 'pending') ?? false;

/**
 * One page of an endpoint's deliveries, newest first. While the endpoint is sending (or a
 * delivery shown is still pending and the endpoint is active) it is asked again every few
 * seconds, so an admin sees the outcome arrive.
 */
export function useWebhookDeliveries(endpoint: WebhookEndpoint, query: DeliveriesQuery) {
  return useQuery({
    ...apiQuery(endpoints.webhooks.deliveries, { params: { id: endpoint.id }, query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      endpoint.status === 'active' &&
      (endpoint.pending_deliveries > 0 || hasPending(current.state.data?.data))
        ? DELIVERY_POLL_MS
        : false,
  });
}

/** One delivery with its payload and attempts; asked again while it is pending and `poll`. */
export function useWebhookDelivery(id: number, poll: boolean) {
  return useQuery({
    ...apiQuery(endpoints.webhooks.delivery, { params: { id } }),
    select: (response) => response.data,
    refetchInterval: (query) =>
      poll && query.state.data?.data.status === 'pending' ? DELIVERY_POLL_MS : false,
  });
}

/** A change of the webhooks: everything they show reloads (also after a failure). */
const WEBHOOKS_CHANGED = { invalidates: ['webhooks'], evenOnFailure: true };

const byId = (id: number) => ({ params: { id } });

export type WebhookEndpointInput = EndpointInput<typeof endpoints.webhooks.create>['body'];

export const useCreateWebhookEndpoint = () =>
  useApiMutation(endpoints.webhooks.create, {
    input: (body: WebhookEndpointInput) => ({ body }),
    ...WEBHOOKS_CHANGED,
  });

export const useUpdateWebhookEndpoint = () =>
  useApiMutation(endpoints.webhooks.update, {
    input: ({ id, body }: { id: number; body: WebhookEndpointInput }) => ({ params: { id }, body }),
    ...WEBHOOKS_CHANGED,
  });

/**
 * Deletes an endpoint. The lists reload without being waited for, so the endpoint's own page can
 * leave before its list says it is gone.
 */
export const useDeleteWebhookEndpoint = () =>
  useApiMutation(endpoints.webhooks.delete, {
    input: byId,
    ...WEBHOOKS_CHANGED,
    waitForReload: false,
  });

/** Pauses an active endpoint, resumes a paused one (the endpoint follows the choice). */
export const useSetWebhookPaused = () =>
  useApiMutation(
    ({ id, paused }: { id: number; paused: boolean }) =>
      api(paused ? endpoints.webhooks.pause : endpoints.webhooks.resume, byId(id)),
    WEBHOOKS_CHANGED,
  );

export const useRotateWebhookSecret = () =>
  useApiMutation(endpoints.webhooks.rotateSecret, { input: byId, ...WEBHOOKS_CHANGED });

export const useSendTestEvent = () =>
  useApiMutation(endpoints.webhooks.sendTest, { input: byId, ...WEBHOOKS_CHANGED });

export const useResendDelivery = () =>
  useApiMutation(endpoints.webhooks.resend, { input: byId, ...WEBHOOKS_CHANGED });
