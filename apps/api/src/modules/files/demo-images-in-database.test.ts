import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-data.js';
import { fileStoreOf } from '../../lib/storage/index.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The demo data's images when files are kept in the database: none on disk, all served.
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ storage: 'database' });
  token = await t.loginAs();
  await seedDemoData(t.database.db, {
    uploadDir: t.config.uploadDir,
    privateDir: t.config.privateDir,
    files: fileStoreOf(t.app.deps),
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo data with STORAGE_URL=database', () => {
  it('stores its images and documents in the database and serves them', async () => {
    const onDisk = [t.config.uploadDir, t.config.privateDir].flatMap((folder) =>
      existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }) : [],
    );
    expect(onDisk).toEqual([]);

    const partner = await t.database.db
      .selectFrom('partners')
      .select('profile_picture')
      .where('profile_picture', 'is not', null)
      .executeTakeFirstOrThrow();
    const logo = new URL(partner.profile_picture!, t.config.appUrl);
    const served = await t.app.inject({ url: logo.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const kyc = (
      await t.app.inject({ url: '/api/admin/kyc', headers: { authorization: `Bearer ${token}` } })
    ).json();
    const detail = (
      await t.app.inject({
        url: `/api/admin/kyc/${kyc.verifications.data[0].id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const document = await t.app.inject({ url: detail.data.selfie_url });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/jpeg');
  });
});
