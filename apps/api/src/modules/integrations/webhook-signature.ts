import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing as the Standard Webhooks specification says, so receivers verify with any of its
 * libraries: `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by
 * the base64 part of a `whsec_…` secret. Several signatures are separated by spaces (during a
 * secret rotation both the new and the old secret sign).
 */
const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes (the specification asks for 24 to 64). */
export const newWebhookSecret = (): string =>
  `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** What an admin sees of a secret afterwards, to tell secrets apart. */
export const secretHint = (secret: string): string =>
  `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;

function signatureOf(secret: string, messageId: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const digest = createHmac('sha256', key)
    .update(`${messageId}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The three headers of one attempt, signed by every secret given (the current one first). */
export function signedHeaders(
  secrets: readonly string[],
  messageId: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets
      .map((secret) => signatureOf(secret, messageId, timestamp, body))
      .join(' '),
  };
}
