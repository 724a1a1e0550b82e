import { z } from './zod.js';
import { actionResult, dataEnvelope, pagedList } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import {
  API_KEY_SCOPES,
  DELIVERY_STATUSES,
  INTEGRATION_MESSAGES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOK_TEST_EVENT,
  WEBSITE_BUILD_STATUSES,
  WEBSITE_BUILDS_SHOWN,
} from './integrations-constants.js';
import { MAX_RECORD_ID, optionalPlainName, plainName } from './fields.js';
import { isUploadedFilePart, type UploadedFilePart } from './files.js';
import { KYC_ID_TYPE_MAX, KYC_REJECTION_REASONS, KYC_STATUSES } from './kyc.js';
import { idParams, pageParam } from './lists.js';

/**
 * How the back office reaches the rest of the platform (docs/integrations.md):
 * - the website build hook (`website_webhook_url`), called once for a burst of content changes;
 * - event webhooks, signed as the Standard Webhooks specification says;
 * - API keys with which the platform's services call the intake API (`/api/platform/…`).
 */

const webhookUrl = z
  .string({ error: INTEGRATION_MESSAGES.urlInvalid })
  .trim()
  .max(2000, 'The URL must be at most 2000 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: INTEGRATION_MESSAGES.urlInvalid }));

const eventTypes = z
  .array(
    z.enum(WEBHOOK_EVENT_TYPES, {
      error: `Choose events among: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
    }),
    {
      error: INTEGRATION_MESSAGES.eventsRequired,
    },
  )
  .min(1, INTEGRATION_MESSAGES.eventsRequired)
  .transform((types) => [...new Set(types)]);

export const webhookEndpointBody = z.object({
  url: webhookUrl,
  description: optionalPlainName('description', 200),
  events: eventTypes,
});
export type WebhookEndpointBody = z.output<typeof webhookEndpointBody>;

const webhookEndpointPatch = webhookEndpointBody.partial();
export type WebhookEndpointPatch = z.output<typeof webhookEndpointPatch>;

const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(['active', 'paused']),
  /** Why it is paused: null when an owner paused it, the reason when it was paused automatically. */
  paused_reason: z.string().nullable(),
  paused_at: z.string().nullable(),
  /** The secret's first characters, to tell secrets apart (`whsec_AbC…`). */
  secret_hint: z.string(),
  /** Deliveries still being tried, and the last hour's outcome. */
  pending_deliveries: z.number().int(),
  last_delivery_at: z.string().nullable(),
  last_delivery_status: z.enum(DELIVERY_STATUSES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** An endpoint with its signing secret: only in the answers that create or rotate it. */
const endpointWithSecret = z.object({ endpoint: webhookEndpoint, secret: z.string() });

const webhookDeliveriesQuery = z.object({
  page: pageParam,
  status: z
    .enum(DELIVERY_STATUSES, { error: `Choose a status: ${DELIVERY_STATUSES.join(', ')}.` })
    .optional(),
});

const webhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  /** The event's id, sent as `webhook-id`: the same on every attempt and resend. */
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_response_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookAttempt = z.object({
  id: z.number().int(),
  attempted_at: z.string(),
  duration_ms: z.number().int(),
  response_status: z.number().int().nullable(),
  /** At most WEBHOOK_RESPONSE_EXCERPT_MAX characters of the receiver's answer. */
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
});

export const webhookDeliveryDetail = webhookDelivery.extend({
  /** The exact JSON body sent. */
  payload: z.string(),
  attempt_log: z.array(webhookAttempt),
});

const websiteBuild = z.object({
  id: z.number().int(),
  status: z.enum(WEBSITE_BUILD_STATUSES),
  /** What asked for it, oldest first ("Blog post 12 updated", "Rebuild requested by Ann"). */
  triggers: z.array(z.string()),
  /** How many changes it builds (more than the triggers listed when many came together). */
  trigger_count: z.number().int(),
  requested_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebsiteBuild = z.infer<typeof websiteBuild>;

const websiteBuildsResponse = z.object({
  data: z.array(websiteBuild),
  /** Whether a website webhook URL is set (no URL: changes start no build). */
  configured: z.boolean(),
});

const apiKeyExpiry = z
  .string({ error: 'The expiry must be a date (YYYY-MM-DD) or a date and time in ISO-8601.' })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({
        code: 'custom',
        message: 'The expiry must be a date (YYYY-MM-DD) or a date and time in ISO-8601.',
        input: value,
      });
      return z.NEVER;
    }
    return date.toISOString();
  });

export const createApiKeyBody = z.object({
  name: plainName('name', 100),
  scopes: z
    .array(
      z.enum(API_KEY_SCOPES, { error: `Choose scopes among: ${API_KEY_SCOPES.join(', ')}.` }),
      {
        error: INTEGRATION_MESSAGES.scopesRequired,
      },
    )
    .min(1, INTEGRATION_MESSAGES.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
  expires_at: apiKeyExpiry,
});
export type CreateApiKeyBody = z.output<typeof createApiKeyBody>;

export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's visible start (`jbk_ab12cd34`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** The intake API's KYC submission (multipart: the text fields and two images). */
const documentImage = (field: string) =>
  z.custom<UploadedFilePart>(isUploadedFilePart, {
    error: INTEGRATION_MESSAGES.kycDocumentRequired(field),
  });

const submitKycBody = z.object({
  user_id: z.coerce
    .number({ error: 'The user_id field must be a user id.' })
    .int('The user_id field must be a user id.')
    .positive('The user_id field must be a user id.')
    .max(MAX_RECORD_ID, 'The user_id field must be a user id.'),
  full_name: optionalPlainName('full name', 255),
  id_type: plainName('ID type', KYC_ID_TYPE_MAX),
  id_number: plainName('ID number', 100),
  id_front: documentImage('id_front'),
  selfie: documentImage('selfie'),
});
export type SubmitKycBody = z.output<typeof submitKycBody>;

/** An identity check as the platform's services see it. */
const platformKycCheck = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(KYC_STATUSES),
  id_type: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The rejection's reason (rejected only). */
  reason: z.enum(KYC_REJECTION_REASONS).nullable(),
  reason_text: z.string().nullable(),
  /** The rejected check this one resubmits, if any. */
  resubmission_of: z.number().int().nullable(),
});
export type PlatformKycCheck = z.infer<typeof platformKycCheck>;

export const webhooksEndpoints = defineEndpoints('webhooks', {
  list: {
    method: 'GET',
    path: '/api/admin/webhooks',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'The webhook endpoints, each with its events, state and last delivery',
    response: dataEnvelope(z.array(webhookEndpoint)),
  },
  show: {
    method: 'GET',
    path: '/api/admin/webhooks/:id',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'One webhook endpoint, with its events, state and last delivery',
    params: idParams,
    response: dataEnvelope(webhookEndpoint),
  },
  create: {
    method: 'POST',
    path: '/api/admin/webhooks',
    access: 'admin',
    permission: 'integrations.manage',
    summary:
      'Register a receiver for events; the answer carries its signing secret (whsec_…), shown once',
    body: webhookEndpointBody,
    status: 201,
    response: actionResult(endpointWithSecret),
  },
  update: {
    method: 'PUT',
    path: '/api/admin/webhooks/:id',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'Change an endpoint’s URL, description or events',
    params: idParams,
    body: webhookEndpointPatch,
    response: actionResult(webhookEndpoint),
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/webhooks/:id',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'Delete an endpoint and its delivery log; nothing more is sent to it',
    params: idParams,
    response: actionResult(z.null()),
  },
  pause: {
    method: 'POST',
    path: '/api/admin/webhooks/:id/pause',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'Pause an endpoint: its deliveries are kept and wait until it is resumed',
    params: idParams,
    response: actionResult(webhookEndpoint),
    failures: [409],
  },
  resume: {
    method: 'POST',
    path: '/api/admin/webhooks/:id/resume',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'Resume a paused endpoint; the deliveries that waited are sent',
    params: idParams,
    response: actionResult(webhookEndpoint),
    failures: [409],
  },
  rotateSecret: {
    method: 'POST',
    path: '/api/admin/webhooks/:id/rotate-secret',
    access: 'admin',
    permission: 'integrations.manage',
    summary: `Make a new signing secret (shown once); the old one signs beside it for ${WEBHOOK_OLD_SECRET_HOURS} hours`,
    params: idParams,
    response: actionResult(endpointWithSecret),
  },
  sendTest: {
    method: 'POST',
    path: '/api/admin/webhooks/:id/test',
    access: 'admin',
    permission: 'integrations.manage',
    summary: `Queue a ${WEBHOOK_TEST_EVENT} event for this endpoint`,
    params: idParams,
    status: 201,
    response: actionResult(webhookDelivery),
  },
  deliveries: {
    method: 'GET',
    path: '/api/admin/webhooks/:id/deliveries',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'An endpoint’s deliveries, newest first',
    params: idParams,
    query: webhookDeliveriesQuery,
    response: pagedList(webhookDelivery),
  },
  delivery: {
    method: 'GET',
    path: '/api/admin/webhook-deliveries/:id',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'One delivery with the payload sent and every attempt',
    params: idParams,
    response: dataEnvelope(webhookDeliveryDetail),
  },
  resend: {
    method: 'POST',
    path: '/api/admin/webhook-deliveries/:id/resend',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'Send a delivery again (same webhook-id, so receivers can tell it is the same event)',
    params: idParams,
    response: actionResult(webhookDelivery),
    failures: [409],
  },
});

export const websiteBuildsEndpoints = defineEndpoints('websiteBuilds', {
  list: {
    method: 'GET',
    path: '/api/admin/website-builds',
    access: 'admin',
    permission: 'settings.read',
    summary: `The ${WEBSITE_BUILDS_SHOWN} most recent website builds: what asked for each, its status and how long it took`,
    response: websiteBuildsResponse,
  },
  request: {
    method: 'POST',
    path: '/api/admin/website-builds',
    access: 'admin',
    permission: 'settings.write',
    summary: 'Rebuild the website now (calls the website webhook URL)',
    status: 201,
    response: actionResult(websiteBuild),
    failures: [422],
  },
});

export const apiKeysEndpoints = defineEndpoints('apiKeys', {
  list: {
    method: 'GET',
    path: '/api/admin/api-keys',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'The API keys of the platform’s services, with when and from where each was last used',
    response: dataEnvelope(z.array(apiKey)),
  },
  create: {
    method: 'POST',
    path: '/api/admin/api-keys',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'Create an API key; the answer carries the key, shown once (only its hash is stored)',
    body: createApiKeyBody,
    status: 201,
    response: actionResult(z.object({ key: apiKey, secret: z.string() })),
  },
  revoke: {
    method: 'POST',
    path: '/api/admin/api-keys/:id/revoke',
    access: 'admin',
    permission: 'integrations.manage',
    summary: 'Revoke an API key at once',
    params: idParams,
    response: actionResult(apiKey),
    failures: [409],
  },
});

export const platformEndpoints = defineEndpoints('platform', {
  submitKyc: {
    method: 'POST',
    path: '/api/platform/kyc-verifications',
    access: 'api-key',
    scope: 'kyc.submit',
    summary:
      'Submit an identity check for a user (multipart: user_id, id_type, id_number, optional full_name, and the id_front and selfie images); after a rejection, the same call resubmits, keeping the rejected check in the history',
    body: submitKycBody,
    bodyType: 'multipart',
    status: 201,
    response: actionResult(platformKycCheck),
    failures: [409, 413, 415, 429],
  },
  showKyc: {
    method: 'GET',
    path: '/api/platform/kyc-verifications/:id',
    access: 'api-key',
    scope: 'kyc.read',
    summary: 'An identity check’s status and, when rejected, the reason',
    params: idParams,
    response: dataEnvelope(platformKycCheck),
    failures: [429],
  },
});
