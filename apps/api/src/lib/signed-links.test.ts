import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLink, expiryAfter, signLink, type SignedFields } from './signed-links.js';

const key = randomBytes(32);
const fields: SignedFields = { purpose: 'kyc-document', values: [12, 'selfie', 3] };
const now = new Date('2026-03-01T12:00:00.000Z');
const expires = expiryAfter(now, 10);

describe('signed links', () => {
  it('expire the given number of minutes later, in whole seconds', () => {
    expect(expires).toBe(Date.parse('2026-03-01T12:10:00.000Z') / 1000);
  });

  it('accept their own signature until they expire', () => {
    const signature = signLink(key, fields, expires);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(checkLink(key, fields, String(expires), signature, now)).toBe('valid');
    const lastSecond = new Date(expires * 1000 - 1);
    expect(checkLink(key, fields, String(expires), signature, lastSecond)).toBe('valid');
    const atExpiry = new Date(expires * 1000);
    expect(checkLink(key, fields, String(expires), signature, atExpiry)).toBe('expired');
  });

  it('refuse a signature made with another key, purpose, value or expiry', () => {
    const signature = signLink(key, fields, expires);
    const check = (f: SignedFields, e = String(expires), k = key) =>
      checkLink(k, f, e, signature, now);
    expect(check(fields, String(expires), randomBytes(32))).toBe('invalid');
    expect(check({ ...fields, purpose: 'other' })).toBe('invalid');
    expect(check({ ...fields, values: [12, 'id-front', 3] })).toBe('invalid');
    expect(check({ ...fields, values: [13, 'selfie', 3] })).toBe('invalid');
    expect(check({ ...fields, values: [12, 'selfie', 4] })).toBe('invalid');
    expect(check(fields, String(expires + 1))).toBe('invalid');
  });

  it('keep the values apart, so two values cannot pass for one', () => {
    const joined = signLink(key, { purpose: 'p', values: ['1', '2'] }, expires);
    expect(
      checkLink(key, { purpose: 'p', values: ['1",', '2'] }, String(expires), joined, now),
    ).toBe('invalid');
    expect(checkLink(key, { purpose: 'p', values: ['12'] }, String(expires), joined, now)).toBe(
      'invalid',
    );
  });

  it('call a forged expired link invalid, not expired', () => {
    const past = String(expiryAfter(now, -5));
    expect(checkLink(key, fields, past, 'forged', now)).toBe('invalid');
  });

  it.each([[undefined], [''], ['12.5'], ['-1'], ['1e9'], ['9999999999999']])(
    'treat the expiry %j as invalid',
    (value) => {
      expect(checkLink(key, fields, value, signLink(key, fields, expires), now)).toBe('invalid');
    },
  );
});
