// Both storage drivers through the real HTTP interface: public images, private KYC documents
// behind signed links, and a purge that removes the stored files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { KYC_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLinksFor } from '../kyc/kyc-document-links.js';
import { imageBuffer } from '../../testing/content-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { submitKycThroughApi, uploadImageThroughApi } from '../../testing/upload-fixtures.js';
import { TrashPurger } from '../../lib/trash/trash-purge.js';
import { UPLOAD_MESSAGES } from '../../lib/uploads.js';
import { fileStoreOf } from '../../lib/storage/index.js';

describe.each(['file', 'database'] as const)('storage driver: %s', (driver) => {
  let t: TestApp;
  let token: string;
  let adminId: number;
  const auth = () => ({ authorization: `Bearer ${token}` });

  const uploadImage = (bytes: Uint8Array) => uploadImageThroughApi(t, token, bytes);
  const submitKyc = (jpeg: Buffer) => submitKycThroughApi(t, jpeg);

  const storedRows = (area: 'public' | 'private') =>
    t.database.db
      .selectFrom('stored_files')
      .select(['key', 'size', 'content_type', 'sha256'])
      .where('area', '=', area)
      .execute();

  beforeAll(async () => {
    t = await buildTestApp({ storage: driver });
    adminId = await t.createAdmin();
    token = await t.loginAs();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores an uploaded image where the driver keeps files and serves it with cache headers', async () => {
    const bytes = await imageBuffer('png', { width: 12, height: 8 });
    const upload = await uploadImage(bytes);
    expect(upload.statusCode, upload.body).toBe(200);
    const fileName: string = upload.json().data.file_name;

    const onDisk = existsSync(path.join(t.config.uploadDir, fileName));
    const rows = (await storedRows('public')).filter((row) => row.key === fileName);
    expect([onDisk, rows.length]).toEqual(driver === 'file' ? [true, 0] : [false, 1]);

    const served = await t.app.inject({ url: `/img/uploads/${fileName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['last-modified']).toBeDefined();
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    const stored = await fileStoreOf(t.app.deps).get('public', fileName);
    expect(served.rawPayload.equals(stored!.bytes)).toBe(true);

    const again = await t.app.inject({
      url: `/img/uploads/${fileName}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const missing = await t.app.inject({ url: '/img/uploads/0123456789abcdef.png' });
    expect(missing.statusCode).toBe(404);
  });

  it('accepts as a picture only an image the store holds', async () => {
    const upload = await uploadImage(await imageBuffer('png'));
    const fileName: string = upload.json().data.file_name;
    const picture = (img_url: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/account',
        headers: auth(),
        payload: { name: 'Ada Admin', img_url },
      });

    const taken = await picture(`${t.config.appUrl}/img/uploads/${fileName}`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.img_url).toBe(`${t.config.appUrl}/img/uploads/${fileName}`);

    const unknown = await picture(`${t.config.appUrl}/img/uploads/${'a'.repeat(32)}.png`);
    expect(unknown.statusCode).toBe(422);
  });

  it('keeps KYC documents private: served only through a valid, unexpired signed link', async () => {
    const jpeg = await imageBuffer('jpeg', { width: 20, height: 14 });
    const { verificationId, paths } = await submitKyc(jpeg);
    expect(paths.id_front_path).toMatch(/^kyc\/[0-9a-f]{32}\.jpg$/);
    const onDisk = existsSync(path.join(t.config.privateDir, paths.id_front_path));
    const rows = (await storedRows('private')).filter((row) => row.key === paths.id_front_path);
    expect([onDisk, rows.length]).toEqual(driver === 'file' ? [true, 0] : [false, 1]);

    const detail = await t.app.inject({ url: `/api/admin/kyc/${verificationId}`, headers: auth() });
    const link: string = detail.json().data.id_front_url;
    const served = await t.app.inject({ url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store');
    const stored = await fileStoreOf(t.app.deps).get('private', paths.id_front_path);
    expect(served.rawPayload.equals(stored!.bytes)).toBe(true);

    const unsigned = await t.app.inject({ url: link.replace(/signature=[^&]+/, 'signature=x') });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().message).toBe(KYC_MESSAGES.linkInvalid);
    const stale = await documentLinksFor(t.app.deps, adminId, new Date(Date.now() - 3_600_000));
    const expired = await t.app.inject({ url: stale(verificationId, 'id-front') });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(KYC_MESSAGES.linkExpired);

    // Never under the public path, whatever the key.
    const fileName = path.basename(paths.id_front_path);
    for (const url of [`/img/uploads/${fileName}`, `/img/uploads/kyc/${fileName}`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('purges a deleted user’s identity documents from the store', async () => {
    const { userId, paths } = await submitKyc(await imageBuffer('jpeg'));
    const store = fileStoreOf(t.app.deps);
    expect(await store.has('private', paths.id_front_path)).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${userId}`,
      headers: auth(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await store.has('private', paths.id_front_path)).toBe(true);

    const purger = new TrashPurger(t.app.deps, () => new Date(Date.now() + 400 * 86_400_000));
    expect(await purger.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await store.has('private', paths.id_front_path)).toBe(false);
    expect(await store.has('private', paths.selfie_path)).toBe(false);
  });

  // The local-disk driver's outage (an unwritable folder) is tested in health.test.ts.
  it.runIf(driver === 'database')(
    'answers 503 with the storage message when the store cannot be written, keeping nothing',
    async () => {
      const broken = await buildTestApp({ storage: driver });
      try {
        await broken.database.db.schema.dropTable('stored_files').execute();
        const data = new FormData();
        const png = new Uint8Array(await imageBuffer('png'));
        data.append('image', new Blob([png], { type: 'image/png' }), 'a.png');
        const response = await broken.app.inject({
          method: 'POST',
          url: '/api/file/upload-image',
          headers: { authorization: `Bearer ${await broken.loginAs()}` },
          payload: data,
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toBe(UPLOAD_MESSAGES.storageUnavailable);
        const audits = await broken.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('entity', '=', 'image')
          .execute();
        expect(audits).toEqual([]);
      } finally {
        await broken.close();
      }
    },
  );
});
