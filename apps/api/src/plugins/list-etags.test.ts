import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('public lists', () => {
  it.each(['/api/categories/all', '/api/job-types/all', '/api/skills/all'])(
    '%s answers 304 without a body to a client holding the current version',
    async (url) => {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"old"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    },
  );

  it('changes its ETag when the list changes', async () => {
    const before = (await t.app.inject({ url: '/api/job-types/all' })).headers.etag;
    const token = await t.loginAs();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/job-types',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Seasonal' },
    });
    const after = await t.app.inject({
      url: '/api/job-types/all',
      headers: { 'if-none-match': String(before) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });
});
