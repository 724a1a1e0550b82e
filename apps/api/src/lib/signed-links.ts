import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens.js';

/**
 * Signatures for links that must work without a bearer token (an <img> cannot send one): an
 * HMAC-SHA256 over the link's purpose, the values it names and its expiry time.
 */

/**
 * What a link stands for: its purpose (so a signature made for one kind of link never fits
 * another) and its values, in a fixed order.
 */
export type SignedFields = { purpose: string; values: readonly (string | number)[] };

type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Expiry as whole seconds since the epoch, as it appears in a link. */
export const expiryAfter = (now: Date, minutes: number): number =>
  Math.floor(now.getTime() / 1000) + minutes * 60;

export function signLink(key: Buffer, fields: SignedFields, expires: number): string {
  // JSON keeps the parts apart: no value can pass for two others.
  const message = JSON.stringify([fields.purpose, ...fields.values.map(String), expires]);
  return createHmac('sha256', key).update(message).digest('base64url');
}

/**
 * Checks a link's signature (in constant time) and then its expiry. `expires` and `signature`
 * are the raw query values; anything malformed is invalid.
 */
export function checkLink(
  key: Buffer,
  fields: SignedFields,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
): LinkCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return 'invalid';
  const expiresAt = Number(expires);
  if (!safeEqual(signature, signLink(key, fields, expiresAt))) return 'invalid';
  return expiresAt * 1000 <= now.getTime() ? 'expired' : 'valid';
}
