import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../../db/database.js';
import { UPLOAD_MESSAGES } from '../../lib/uploads.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/error-handler.js';
import { imageBuffer } from '../../testing/content-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { makeUnwritable } from '../../testing/unwritable-folder.js';

describe('with the database down', () => {
  let app: App;
  let workDir: string;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'job-board-outage-'));
    const config = {
      ...loadConfig({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' }),
      uploadDir: path.join(workDir, 'uploads'),
      privateDir: path.join(workDir, 'private'),
      adminDist: workDir,
    };
    // Nothing listens on port 1: every connection is refused.
    const database = openDatabase(config.databaseUrl, { connectTimeoutMs: 500 });
    app = await buildApp(config, { database, logger: false, checkResponses: true });
    app.addHook('onClose', () => database.close());
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('answers API calls 503 with a clear message, fast, instead of 500', async () => {
    const started = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'admin@example.com', password: 'correct horse battery' },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ result: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    const publicList = await app.inject({ url: '/api/categories/all' });
    expect(publicList.statusCode).toBe(503);
  });

  it('reports the database on /readyz', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'postgres',
      failing: { database: 'the PostgreSQL database is not reachable' },
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('with the upload folder not writable', () => {
  let t: TestApp;
  let token: string;
  let restore: (() => void) | undefined;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.loginAs();
  });
  afterAll(async () => {
    restore?.();
    await t.close();
  });

  const upload = async () => {
    const form = new FormData();
    form.append('image', new Blob([await imageBuffer('png')], { type: 'image/png' }), 'a.png');
    return t.app.inject({
      method: 'POST',
      url: '/api/file/upload-image',
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
  };

  const uploadAudits = () =>
    t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'upload').execute();

  it('answers 503 naming the storage, and leaves neither a file nor an audit row', async () => {
    expect((await upload()).statusCode).toBe(200);
    const before = (await uploadAudits()).length;
    const filesBefore = readdirSync(t.config.uploadDir).length;

    restore = makeUnwritable(t.config.uploadDir);
    const response = await upload();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ result: false, message: UPLOAD_MESSAGES.storageUnavailable });
    expect(response.json().message).toMatch(/image storage \(upload folder\)/);
    expect(await uploadAudits()).toHaveLength(before);

    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().failing).toEqual({
      uploads: `the uploads folder ${t.config.uploadDir} cannot be written`,
    });

    restore();
    restore = undefined;
    expect(readdirSync(t.config.uploadDir).length).toBeLessThanOrEqual(filesBefore);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
  });
});
