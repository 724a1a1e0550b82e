import { describe, expect, it } from 'vitest';
import { modulePreloadTags, preloadsFor, type RoutePreloads } from './route-preloads.js';

const preloads: RoutePreloads = {
  layout: ['assets/layout.js'],
  routes: [
    { path: 'reset-password', signedIn: false, files: ['assets/reset.js'] },
    { path: '*', signedIn: true, files: ['assets/not-found.js'] },
    { path: 'kyc', signedIn: true, files: ['assets/kyc-list.js'] },
    { path: 'kyc/dashboard', signedIn: true, files: ['assets/kyc-dashboard.js'] },
    { path: 'kyc/:id', signedIn: true, files: ['assets/kyc-detail.js'] },
  ],
};

describe('preloadsFor', () => {
  it('matches the most specific route: written-out segments, then parameters, then *', () => {
    expect(preloadsFor(preloads, '/kyc', true)).toEqual(['assets/layout.js', 'assets/kyc-list.js']);
    expect(preloadsFor(preloads, '/kyc/dashboard', true)).toContain('assets/kyc-dashboard.js');
    expect(preloadsFor(preloads, '/KYC/Dashboard/', true)).toContain('assets/kyc-dashboard.js');
    expect(preloadsFor(preloads, '/kyc/17', true)).toContain('assets/kyc-detail.js');
    expect(preloadsFor(preloads, '/kyc/17/more', true)).toContain('assets/not-found.js');
  });

  it('gives a guest only the signed-out screens’, and a signed-in admin none of those', () => {
    expect(preloadsFor(preloads, '/reset-password', false)).toEqual(['assets/reset.js']);
    expect(preloadsFor(preloads, '/kyc', false)).toEqual([]);
    expect(preloadsFor(preloads, '/', false)).toEqual([]);
    expect(preloadsFor(preloads, '/reset-password', true)).toEqual(['assets/layout.js']);
    expect(preloadsFor(preloads, '', true)).toEqual(['assets/layout.js']);
  });
});

describe('modulePreloadTags', () => {
  it('names each file under the app’s base, as Vite names its own module preloads', () => {
    expect(modulePreloadTags('/admin/', ['assets/a.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/admin/assets/a.js">',
    );
  });
});
