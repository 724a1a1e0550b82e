import type { ApiKeyScopeName } from './endpoint.js';

/**
 * The integrations' constants and messages, in a module that builds no schema: screens that only
 * show them (the settings screen's website builds) load no zod with them. See integrations.ts.
 */

/** Every event a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'kyc.submitted',
  'kyc.approved',
  'kyc.rejected',
  'user.blocked',
  'user.unblocked',
  'job.published',
  'job.unpublished',
  'job.deleted',
  'invoice.paid',
  'content.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send test event" delivers, whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_DESCRIPTIONS: Readonly<Record<WebhookEventType, string>> = {
  'kyc.submitted': 'An identity check was submitted (or resubmitted) for review',
  'kyc.approved': 'An identity check was approved',
  'kyc.rejected': 'An identity check was rejected, with the reason',
  'user.blocked': 'A user was blocked and signed out of the apps',
  'user.unblocked': 'A user was unblocked',
  'job.published': 'A job post was published',
  'job.unpublished': 'A job post was unpublished',
  'job.deleted': 'A job post was deleted',
  'invoice.paid': 'An invoice was marked paid',
  'content.changed': 'A blog post, web page or setting the website shows changed',
};

/**
 * After a failed attempt, the next one waits this many seconds (±20 % jitter): 8 attempts over
 * about 28 hours, as the Standard Webhooks specification suggests. Then the delivery has failed.
 */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;

/** How long a receiver has to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;

/** The most of a receiver's answer the back office keeps (and shows). */
export const WEBHOOK_RESPONSE_EXCERPT_MAX = 500;

/** A rotated-out secret still signs (beside the new one) for this long. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;

/** How many recent website builds the settings screen shows. */
export const WEBSITE_BUILDS_SHOWN = 20;

export const API_KEY_SCOPES = [
  'kyc.submit',
  'kyc.read',
] as const satisfies readonly ApiKeyScopeName[];
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_DESCRIPTIONS: Readonly<Record<ApiKeyScope, string>> = {
  'kyc.submit': 'Submit identity checks (and resubmit after a rejection)',
  'kyc.read': 'Read the status of identity checks it can name',
};

/** Requests one API key may make per minute before it is answered 429. */
export const API_KEY_REQUESTS_PER_MINUTE = 60;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const WEBSITE_BUILD_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'superseded',
  'skipped',
] as const;

export const INTEGRATION_MESSAGES = {
  endpointCreated: 'The webhook endpoint was added. Copy its signing secret now: it is shown once.',
  endpointUpdated: 'The webhook endpoint was saved.',
  endpointDeleted: 'The webhook endpoint was deleted.',
  endpointPaused: 'The webhook endpoint was paused; its deliveries wait until it is resumed.',
  endpointResumed: 'The webhook endpoint was resumed; waiting deliveries are being sent.',
  endpointNotFound: 'There is no such webhook endpoint.',
  alreadyPaused: 'The webhook endpoint is already paused.',
  notPaused: 'The webhook endpoint is not paused.',
  secretRotated: `A new signing secret was made. Copy it now: it is shown once. The old secret keeps signing beside it for ${WEBHOOK_OLD_SECRET_HOURS} hours.`,
  testQueued: 'A test event was queued for this endpoint.',
  deliveryNotFound: 'There is no such webhook delivery.',
  resendQueued: 'The delivery was queued to be sent again.',
  resendPending:
    'The delivery is still being tried; wait for it to succeed or fail before resending.',
  eventsRequired: 'Choose at least one event to send to this endpoint.',
  urlInvalid: 'Enter a web address starting with http:// or https://.',
  urlPrivate:
    'The address is on this machine or a private network. Webhooks go only to public addresses unless WEBHOOK_ALLOW_PRIVATE=true is set on the server.',
  urlCredentials:
    'Leave user names and passwords out of the address; sign requests with the secret instead.',
  autoPaused: (failures: string) =>
    `Paused automatically: ${failures}. Fix the receiver, then resume the endpoint to send the waiting deliveries.`,
  buildQueued: 'A website build was requested; it starts within a few seconds.',
  noWebsiteHook:
    'Set the Website Webhook URL under Settings → General first: it is the address the website’s build is started with.',
  keyCreated: 'The API key was created. Copy it now: it is shown once.',
  keyRevoked: 'The API key was revoked; calls made with it are refused from now on.',
  keyNotFound: 'There is no such API key.',
  keyAlreadyRevoked: 'The API key is already revoked.',
  scopesRequired: 'Choose at least one scope for the key.',
  expiryInPast: 'Choose an expiry date in the future, or none.',
  keyMissing:
    'Send an API key as "Authorization: Bearer jbk_…". Owners create keys in the back office under Integrations.',
  keyInvalid: 'The API key is unknown, revoked or expired.',
  keyScope: (scope: string) => `The API key does not have the ${scope} scope this call needs.`,
  keyThrottled: `Too many requests with this API key; at most ${API_KEY_REQUESTS_PER_MINUTE} a minute. Try again in a minute.`,
  kycSubmitted: 'The identity check was submitted for review.',
  kycUserNotFound: 'There is no user with this id.',
  kycUserBlocked: 'The user is blocked; an identity check cannot be submitted for them.',
  kycPending:
    'The user already has an identity check waiting for review; wait for its decision before submitting another.',
  kycNotFound: 'There is no such identity check.',
  kycDocumentRequired: (field: string) =>
    `Attach the ${field} image as a file in the ${field} field.`,
} as const;
