import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('loginPathFor', () => {
  it('keeps the way back, with its query string', () => {
    expect(loginPathFor({ pathname: '/users', search: '?page=2', hash: '' })).toBe(
      '/login?from=%2Fusers%3Fpage%3D2',
    );
  });

  it('needs no way back to home', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/home', search: '', hash: '' })).toBe('/login');
  });
});

describe('safeReturnPath', () => {
  it('accepts a path of the app', () => {
    expect(safeReturnPath('/kyc/12?tab=1')).toBe('/kyc/12?tab=1');
  });

  it('refuses anything that could leave the app or loop back to login', () => {
    for (const value of [
      null,
      '',
      'users',
      '//evil.example',
      '/\\evil.example',
      'https://x.y',
      '/login',
      '/login?from=/x',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
