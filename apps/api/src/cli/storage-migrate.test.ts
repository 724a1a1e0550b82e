// Moving files between the drivers: the copy itself (verified by checksum, re-runnable, a bad
// copy reported) and the command an operator runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFiles } from '../lib/storage/copy-files.js';
import { databaseStore } from '../lib/storage/database-store.js';
import { diskStore } from '../lib/storage/disk-store.js';
import { sha256Hex, type FileStore } from '../lib/storage/file-store.js';
import { imageBuffer } from '../testing/content-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { submitKycThroughApi, uploadImageThroughApi } from '../testing/upload-fixtures.js';

let t: TestApp;
/** The uploaded image and the two KYC documents, by area. */
let uploaded: { public: string[]; private: string[] };

const apiDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

async function uploadThroughTheApi(): Promise<void> {
  const upload = await uploadImageThroughApi(t, await t.loginAs(), await imageBuffer('png'));
  expect(upload.statusCode).toBe(200);
  const { paths } = await submitKycThroughApi(t, await imageBuffer('jpeg'));
  uploaded = {
    public: [upload.json().data.file_name],
    private: [paths.id_front_path, paths.selfie_path],
  };
}

const folders = () => diskStore(t.config);
const rows = () => databaseStore(t.database.db);

beforeAll(async () => {
  t = await buildTestApp();
  await uploadThroughTheApi();
});
afterAll(async () => {
  await t.close();
});

describe('copyFiles', () => {
  it('copies both areas into the database, verified, and skips them when run again', async () => {
    const first = await copyFiles(folders(), rows());
    expect(first).toEqual({ copied: 3, skipped: 0, mismatches: [], deleted: 0 });
    for (const area of ['public', 'private'] as const) {
      for (const key of uploaded[area]) {
        const original = await folders().get(area, key);
        const copy = await rows().get(area, key);
        expect(sha256Hex(copy!.bytes)).toBe(sha256Hex(original!.bytes));
        expect(copy!.contentType).toBe(original!.contentType);
      }
    }
    expect(await copyFiles(folders(), rows())).toEqual({
      copied: 0,
      skipped: 3,
      mismatches: [],
      deleted: 0,
    });
  });

  it('reports a copy that differs from the source and removes nothing', async () => {
    const [key] = uploaded.private;
    await t.database.db
      .updateTable('stored_files')
      .set({ bytes: Buffer.from('tampered') })
      .where('area', '=', 'private')
      .where('key', '=', key!)
      .execute();
    const report = await copyFiles(folders(), rows(), { deleteSource: true });
    expect(report.mismatches).toHaveLength(1);
    expect(report.mismatches[0]).toContain(`private/${key}: the database copy differs`);
    expect(report.deleted).toBe(0);
    expect(await folders().has('private', key!)).toBe(true);
    await rows().delete('private', key!);
  });

  it('removes a copy that does not read back as written, and says so', async () => {
    const target = rows();
    const corrupting: FileStore = {
      ...target,
      put: (area, key, bytes, type) =>
        target.put(area, key, Buffer.concat([Buffer.from(bytes), Buffer.from('!')]), type),
    };
    const report = await copyFiles(folders(), corrupting);
    expect(report.copied).toBe(0);
    expect(report.mismatches).toEqual([
      expect.stringContaining(`private/${uploaded.private[0]}: the copy read back`),
    ]);
    expect(await target.has('private', uploaded.private[0]!)).toBe(false);
  });

  it('copies back into empty folders, and removes the source only once all is verified', async () => {
    await copyFiles(folders(), rows());
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'job-board-storage-'));
    const elsewhere = diskStore({
      uploadDir: path.join(workDir, 'uploads'),
      privateDir: path.join(workDir, 'private'),
    });
    const report = await copyFiles(rows(), elsewhere, { deleteSource: true });
    expect(report).toEqual({ copied: 3, skipped: 0, mismatches: [], deleted: 3 });
    const [image] = uploaded.public;
    expect(readFileSync(path.join(workDir, 'uploads', image!))).toEqual(
      (await folders().get('public', image!))!.bytes,
    );
    expect(await rows().has('public', image!)).toBe(false);
  });
});

describe('npm run storage:migrate', () => {
  const run = (args: string[]) => {
    const schema = t.database.schema;
    const databaseUrl = t.config.databaseUrl;
    return spawnSync('npx', ['tsx', 'src/cli/storage-migrate.ts', ...args], {
      cwd: apiDir,
      env: {
        // eslint-disable-next-line no-restricted-properties -- the command runs in a child process
        ...process.env,
        DATABASE_URL: databaseUrl,
        ...(schema ? { DATABASE_SCHEMA: schema } : {}),
        UPLOAD_DIR: t.config.uploadDir,
        PRIVATE_DIR: t.config.privateDir,
      },
      encoding: 'utf8',
    });
  };

  it(
    'copies, reports counts, and exits non-zero naming a file that differs',
    { timeout: 180_000 },
    async () => {
      const copied = run(['--to', 'database']);
      expect(copied.status, copied.stderr).toBe(0);
      expect(copied.stdout).toMatch(/Copied \d+ files to the database; \d+ were already there/);
      expect(await rows().has('public', uploaded.public[0]!)).toBe(true);

      await t.database.db
        .updateTable('stored_files')
        .set({ bytes: Buffer.from('tampered') })
        .where('key', '=', uploaded.public[0]!)
        .execute();
      const refused = run(['--to', 'database']);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`public/${uploaded.public[0]}: the database copy differs`);

      const usage = run(['--to', 's3']);
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('--to must be database');
    },
  );
});
