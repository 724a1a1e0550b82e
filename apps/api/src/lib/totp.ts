import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './tokens.js';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps compute
 * them: HMAC-SHA1 of the 30-second time step, 6 digits, a base32 secret of 20 random bytes.
 */
const TOTP_STEP_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps accepted either side of the server's clock, for a phone whose clock drifts a little. */
const TOTP_DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`"${char}" is not a base32 character.`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const generateTotpSecret = (): string => base32Encode(randomBytes(20));

/** The time step of a moment (milliseconds since the epoch). */
export const totpStep = (atMs: number = Date.now()): number =>
  Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

/** HOTP (RFC 4226) of a counter with a raw key, `digits` long. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a base32 secret for a time step. */
export const totpCode = (secret: string, step: number): string => hotp(base32Decode(secret), step);

/**
 * The time step whose code `code` is, within the drift window around `atMs`, or null. Each step is
 * compared in constant time; the caller refuses a step already used.
 */
export function matchTotp(secret: string, code: string, atMs: number = Date.now()): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const key = base32Decode(secret);
  const now = totpStep(atMs);
  let matched: number | null = null;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (safeEqual(hotp(key, step), digits) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri({
  issuer,
  label,
  secret,
}: {
  issuer: string;
  label: string;
  secret: string;
}): string {
  const name = `${encodeURIComponent(issuer)}:${encodeURIComponent(label)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${name}?${query.toString()}`;
}
