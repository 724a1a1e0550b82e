import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.js';

const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length), 'ascii');

// RFC 6238 Appendix B: time (s) → 8-digit TOTP for SHA1, SHA256, SHA512.
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the RFC test vectors at T=%i', (time, sha1, sha256, sha512) => {
    const step = totpStep(time * 1000);
    expect(hotp(seed(20), step, 8, 'sha1')).toBe(sha1);
    expect(hotp(seed(32), step, 8, 'sha256')).toBe(sha256);
    expect(hotp(seed(64), step, 8, 'sha512')).toBe(sha512);
  });

  it('gives the 6-digit code of a base32 secret (the last six digits of the vector)', () => {
    const secret = base32Encode(seed(20));
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, totpStep(59_000))).toBe('287082');
    expect(totpCode(secret, totpStep(1111111109_000))).toBe('081804');
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret.toLowerCase()))).toBe(secret);
    expect(base32Decode('MZXW6===').toString()).toBe('foo');
    expect(() => base32Decode('A1')).toThrow();
  });

  it('accepts the previous, current and next step and nothing further', () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, step), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), now)).toBe(step + 1);
    const far = [step - 2, step + 2].map((s) => totpCode(secret, s));
    const nearby = [step - 1, step, step + 1].map((s) => totpCode(secret, s));
    for (const code of far.filter((c) => !nearby.includes(c))) {
      expect(matchTotp(secret, code, now)).toBeNull();
    }
    expect(matchTotp(secret, ` ${totpCode(secret, step).replace(/^(\d{3})/, '$1 ')}`, now)).toBe(
      step,
    );
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    const uri = otpauthUri({ issuer: 'Job Board', label: 'ada@example.com', secret: 'ABC' });
    expect(uri).toBe(
      'otpauth://totp/Job%20Board:ada%40example.com?secret=ABC&issuer=Job+Board&algorithm=SHA1&digits=6&period=30',
    );
  });
});
