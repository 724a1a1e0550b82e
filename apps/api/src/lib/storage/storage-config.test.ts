import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.js';
import { checkBeforeWriting, storageFolders } from '../../config/preflight.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'job-board-storage-config-'));

describe('STORAGE_URL', () => {
  it('keeps files on local disk by default or with file:, in the database with database', () => {
    expect(loadConfig({}, root).storage).toBe('file');
    expect(loadConfig({ STORAGE_URL: 'file:' }, root).storage).toBe('file');
    expect(loadConfig({ STORAGE_URL: ' database ' }, root).storage).toBe('database');
  });

  it.each(['s3://bucket', 'postgres://db/files', 'Database', 'file:/srv/uploads'])(
    'refuses %s with one line saying what it may be',
    (value) => {
      try {
        loadConfig({ STORAGE_URL: value }, root);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems).toEqual([
          'STORAGE_URL must be database (files kept in the database, shared by every server) or file: (the UPLOAD_DIR and PRIVATE_DIR folders, the default)',
        ]);
      }
    },
  );

  it('checks the upload folders only when files are kept on disk', async () => {
    const notAFolder = path.join(root, 'a-file');
    writeFileSync(notAFolder, '');
    const env = {
      DATABASE_URL: `sqlite:${path.join(root, 'job-board.sqlite')}`,
      UPLOAD_DIR: path.join(notAFolder, 'uploads'),
      PRIVATE_DIR: path.join(notAFolder, 'private'),
    };
    const onDisk = loadConfig(env, root);
    await expect(checkBeforeWriting(onDisk, storageFolders(onDisk))).rejects.toThrow(
      /^UPLOAD_DIR: .*a-file is a file, not a folder/,
    );
    const inDatabase = loadConfig({ ...env, STORAGE_URL: 'database' }, root);
    expect(storageFolders(inDatabase)).toEqual([]);
    await expect(checkBeforeWriting(inDatabase, storageFolders(inDatabase))).resolves.toBe(
      undefined,
    );
  });
});
