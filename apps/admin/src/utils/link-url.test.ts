import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl } from './link-url';

describe('isAllowedLinkUrl', () => {
  it('allows http, https and mailto addresses', () => {
    expect(isAllowedLinkUrl('https://example.com/jobs?page=2')).toBe(true);
    expect(isAllowedLinkUrl('http://example.com')).toBe(true);
    expect(isAllowedLinkUrl('mailto:hr@example.com')).toBe(true);
    expect(isAllowedLinkUrl('  HTTPS://EXAMPLE.COM  ')).toBe(true);
  });

  it('refuses other schemes', () => {
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isAllowedLinkUrl('ftp://example.com/file')).toBe(false);
    expect(isAllowedLinkUrl('tel:+123456')).toBe(false);
  });

  it('refuses relative, incomplete or empty addresses', () => {
    expect(isAllowedLinkUrl('/about')).toBe(false);
    expect(isAllowedLinkUrl('example.com')).toBe(false);
    expect(isAllowedLinkUrl('https://')).toBe(false);
    expect(isAllowedLinkUrl('mailto:')).toBe(false);
    expect(isAllowedLinkUrl('')).toBe(false);
    expect(isAllowedLinkUrl('   ')).toBe(false);
  });
});
