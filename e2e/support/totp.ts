import { createHmac } from 'node:crypto';

/** RFC 6238 as authenticator apps compute it: HMAC-SHA1, 30-second steps, 6 digits. */
export const STEP_MS = 30_000;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`"${char}" is not base32.`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The time step of a moment. */
export const stepAt = (ms = Date.now()) => Math.floor(ms / STEP_MS);

/** The 6-digit code of a base32 secret for a time step. */
export function totpCode(secret: string, step = stepAt()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The secret of an otpauth:// URI (what the QR code holds). */
export function secretOfOtpauthUri(uri: string): string {
  const url = new URL(uri);
  if (url.protocol !== 'otpauth:') throw new Error(`Not an otpauth URI: ${uri}`);
  const secret = url.searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${uri}`);
  return secret;
}
