import {
  IMPORT_MESSAGES,
  JOB_MESSAGES,
  USER_MESSAGES,
  type ImportItem,
  type ImportMapping,
  type ImportState,
} from '@job-board/contract';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertUser } from '../../testing/fixtures.js';
import { insertJobFormChoices } from '../../testing/jobs-fixtures.js';
import { insertPartner } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { withImportTables } from './import-tables.js';

let t: TestApp;
let token: string;
const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });

type Upload = { kind: string; partnerId?: number; name?: string; type?: string };

function uploadForm(file: string | Uint8Array, upload: Upload) {
  const data = new FormData();
  data.append('kind', upload.kind);
  if (upload.partnerId !== undefined) data.append('partner_id', String(upload.partnerId));
  const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
  data.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: upload.type ?? 'text/csv' }),
    upload.name ?? 'import.csv',
  );
  return data;
}

const upload = (file: string | Uint8Array, how: Upload, bearer = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    headers: auth(bearer),
    payload: uploadForm(file, how),
  });

async function uploaded(file: string, how: Upload): Promise<ImportItem> {
  const response = await upload(file, how);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ImportItem;
}

const post = (path: string, payload?: object, bearer = token) =>
  t.app.inject({ method: 'POST', url: path, headers: auth(bearer), ...(payload && { payload }) });

const show = async (id: number): Promise<ImportItem> => {
  const response = await t.app.inject({ url: `/api/admin/imports/${id}`, headers: auth() });
  expect(response.statusCode).toBe(200);
  return response.json().data as ImportItem;
};

/** Polls the import until it reaches one of these states (its background pass is done). */
async function until(id: number, states: ImportState[]): Promise<ImportItem> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const item = await show(id);
    if (states.includes(item.state)) return item;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Import ${id} never became ${states.join(' or ')}`);
}

async function dryRun(item: ImportItem, mapping: ImportMapping = item.mapping) {
  const response = await post(`/api/admin/imports/${item.id}/dry-run`, { mapping });
  expect(response.statusCode, response.body).toBe(202);
  return until(item.id, ['checked', 'failed']);
}

async function runImport(item: ImportItem) {
  const response = await post(`/api/admin/imports/${item.id}/run`);
  expect(response.statusCode, response.body).toBe(202);
  return until(item.id, ['done', 'failed']);
}

const rowsOf = async (id: number, query = '') => {
  const response = await t.app.inject({
    url: `/api/admin/imports/${id}/rows${query}`,
    headers: auth(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { line: number; outcome: string; label: string; reason: string | null }[];
    meta: { total: number };
  };
};

const auditOf = (importId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'summary'])
    .where('summary', 'like', `%"import_id":${importId}%`)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  // The category, job type, post duration and skills the job rows name.
  await insertJobFormChoices(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('CSV import of jobs for a partner', () => {
  it('maps columns by name, dry-runs without writing, runs, audits each row and reverts as one', async () => {
    const partner = await insertPartner(t.database.db, { company_name: 'Import Partner 1' });
    const csv = [
      'Title,Description,Category,Job type,Post duration,Skills,Remote,City,Country,No pay range,Status,Published,Notes',
      'Backend engineer,Builds APIs,Engineering,Contract,1 Week,"Go, SQL",yes,,,yes,active,no,first',
      '=HYPERLINK("http://evil"),Looks fine,Engineering,Contract,1 Week,,yes,,,yes,active,no,',
      'Data engineer,Pipelines,Gardening,Contract,1 Week,,yes,,,yes,active,no,',
      'Frontend engineer,Screens,Engineering,Contract,1 Week,SQL,no,Lyon,France,yes,paused,no,',
    ].join('\r\n');
    const item = await uploaded(csv, { kind: 'jobs', partnerId: partner });
    expect(item).toMatchObject({
      kind: 'jobs',
      state: 'uploaded',
      row_count: 4,
      partner: { id: partner, name: 'Import Partner 1' },
    });
    expect(item.mapping).toMatchObject({
      job_title: 0,
      desc: 1,
      category_id: 2,
      job_type_id: 3,
      job_active_duration: 4,
      skills: 5,
      is_remote: 6,
      city: 7,
      country: 8,
      no_pay_range: 9,
      status: 10,
      is_published: 11,
      min_salary_range: null,
    });

    const checked = await dryRun(item);
    expect(checked).toMatchObject({ state: 'checked', processed: 4, created: 2, refused: 2 });
    const jobsNow = () =>
      t.database.db
        .selectFrom('jobs')
        .select(['title', 'city'])
        .where('partner_id', '=', partner)
        .orderBy('title')
        .execute();
    expect(await jobsNow()).toEqual([]);
    const refused = await rowsOf(item.id, '?outcome=refuse');
    expect(refused.meta.total).toBe(2);
    expect(refused.data).toEqual([
      expect.objectContaining({
        line: 3,
        outcome: 'refuse',
        reason: expect.stringContaining('formula'),
      }),
      expect.objectContaining({
        line: 4,
        outcome: 'refuse',
        reason: IMPORT_MESSAGES.noReference('Category', 'Gardening'),
      }),
    ]);

    const done = await runImport(checked);
    expect(done).toMatchObject({ state: 'done', processed: 4, created: 2, updated: 0, refused: 2 });
    expect(await jobsNow()).toEqual([
      { title: 'Backend engineer', city: null },
      { title: 'Frontend engineer', city: 'Lyon' },
    ]);
    const audit = await auditOf(item.id);
    expect(
      audit.filter((entry) => entry.entity === 'job' && entry.action === 'create'),
    ).toHaveLength(2);
    expect(audit.some((entry) => entry.entity === 'import' && entry.action === 'import')).toBe(
      true,
    );

    const reverted = await post(`/api/admin/imports/${item.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data.state).toBe('reverted');
    expect(await jobsNow()).toEqual([]);
    const afterRevert = await auditOf(item.id);
    expect(
      afterRevert.filter((entry) => entry.entity === 'job' && entry.action === 'delete'),
    ).toHaveLength(2);
  });

  it('updates the partner job with the same title, and refuses a revert once it changed since', async () => {
    const partner = await insertPartner(t.database.db);
    const header =
      'job_title,desc,category,job_type,job_active_duration,is_remote,no_pay_range,status,is_published';
    const first = await uploaded(
      `${header}\nOps engineer,Keeps it up,Engineering,Contract,1 Week,yes,yes,active,no\n`,
      {
        kind: 'jobs',
        partnerId: partner,
      },
    );
    await runImport(await dryRun(first));
    const second = await uploaded(
      `${header}\nOps engineer,Keeps it running,Engineering,Contract,1 Week,yes,yes,paused,no\n`,
      {
        kind: 'jobs',
        partnerId: partner,
      },
    );
    const done = await runImport(await dryRun(second));
    expect(done).toMatchObject({ created: 0, updated: 1, refused: 0 });
    const job = await t.database.db
      .selectFrom('jobs')
      .select(['id', 'description', 'status'])
      .where('partner_id', '=', partner)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ description: 'Keeps it running', status: 'paused' });

    await t.database.db
      .updateTable('jobs')
      .set({ title: 'Ops lead' })
      .where('id', '=', job.id)
      .execute();
    const refused = await post(`/api/admin/imports/${second.id}/revert`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(IMPORT_MESSAGES.changedSince(2, 'Ops engineer'));
    expect((await show(second.id)).state).toBe('done');

    await t.database.db
      .updateTable('jobs')
      .set({ title: 'Ops engineer' })
      .where('id', '=', job.id)
      .execute();
    const revertable = await post(`/api/admin/imports/${second.id}/revert`);
    expect(revertable.statusCode, revertable.body).toBe(200);
    const restored = await t.database.db
      .selectFrom('jobs')
      .select(['description', 'status'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(restored).toEqual({ description: 'Keeps it up', status: 'active' });
  });

  it('asks for the partner, and for a dry run before a run', async () => {
    const missing = await upload('title\nA\n', { kind: 'jobs' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.partner_id).toEqual([IMPORT_MESSAGES.partnerRequired]);
    const unknown = await upload('title\nA\n', { kind: 'jobs', partnerId: 999_999 });
    expect(unknown.statusCode).toBe(422);

    const partner = await insertPartner(t.database.db);
    const item = await uploaded('title\nA\n', { kind: 'jobs', partnerId: partner });
    const early = await post(`/api/admin/imports/${item.id}/run`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(IMPORT_MESSAGES.dryRunFirst);
  });

  it('refuses a row breaking the job form rules with the form messages', async () => {
    const partner = await insertPartner(t.database.db);
    const item = await uploaded(
      'title,description,category,job type,remote,no pay range\nNo place,Text,Engineering,Contract,no,yes\n',
      { kind: 'jobs', partnerId: partner },
    );
    const checked = await dryRun(item);
    expect(checked.refused).toBe(1);
    const rows = await rowsOf(item.id);
    expect(rows.data[0]!.reason).toContain(JOB_MESSAGES.cityRequired);
  });
});

describe('CSV import of partners, users and reference data', () => {
  it('creates and updates partners by company name, and reverts to the stored values', async () => {
    const existing = await insertPartner(t.database.db, {
      company_name: 'Acme Imports',
      email: 'old@acme.test',
    });
    const csv =
      '\uFEFFCompany;E-mail;About\nacme imports;new@acme.test;\nGlobex;hello@globex.test;We sell\nNo Mail;not-an-email;\n';
    const item = await uploaded(csv, { kind: 'partners' });
    expect(item.columns).toEqual(['Company', 'E-mail', 'About']);
    expect(item.mapping).toEqual({ name: 0, email: 1, bio: 2 });
    const done = await runImport(await dryRun(item));
    expect(done).toMatchObject({ created: 1, updated: 1, refused: 1 });
    const stored = await t.database.db
      .selectFrom('partners')
      .select('email')
      .where('id', '=', existing)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('new@acme.test');
    expect((await rowsOf(item.id, '?outcome=refuse')).data[0]!.reason).toContain('valid email');

    const reverted = await post(`/api/admin/imports/${item.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    const back = await t.database.db
      .selectFrom('partners')
      .select('email')
      .where('id', '=', existing)
      .executeTakeFirstOrThrow();
    expect(back.email).toBe('old@acme.test');
    const globex = await t.database.db
      .selectFrom('partners')
      .select('id')
      .where('company_name', '=', 'Globex')
      .execute();
    expect(globex).toEqual([]);
  });

  it('blocks the users a block list names, refusing unknown and already blocked ones', async () => {
    const user = await insertUser(t.database.db, { email: 'spam@example.test' });
    await insertUser(t.database.db, { email: 'blocked@example.test', is_blocked: 1 });
    const item = await uploaded(
      'email\nSPAM@example.test\nnobody@example.test\nblocked@example.test\n',
      {
        kind: 'users',
      },
    );
    const done = await runImport(await dryRun(item));
    expect(done).toMatchObject({ created: 0, updated: 1, refused: 2 });
    expect((await rowsOf(item.id, '?outcome=refuse')).data.map((row) => row.reason)).toEqual([
      IMPORT_MESSAGES.noUser('nobody@example.test'),
      USER_MESSAGES.alreadyBlocked,
    ]);
    const blocked = await t.database.db
      .selectFrom('users')
      .select('is_blocked')
      .where('id', '=', user)
      .executeTakeFirstOrThrow();
    expect(Number(blocked.is_blocked)).toBe(1);
    expect((await post(`/api/admin/imports/${item.id}/revert`)).statusCode).toBe(200);
    const unblocked = await t.database.db
      .selectFrom('users')
      .select('is_blocked')
      .where('id', '=', user)
      .executeTakeFirstOrThrow();
    expect(Number(unblocked.is_blocked)).toBe(0);
  });

  it('creates and updates skills, job types and post durations by name', async () => {
    const skills = await uploaded('name,hinted\nRust,yes\nRust,no\n', { kind: 'skills' });
    expect(await runImport(await dryRun(skills))).toMatchObject({ created: 1, updated: 1 });
    const rust = await t.database.db
      .selectFrom('skills')
      .select('is_hinted')
      .where('name', '=', 'Rust')
      .executeTakeFirstOrThrow();
    expect(Number(rust.is_hinted)).toBe(0);

    const types = await uploaded('name\nInternship\n', { kind: 'job_types' });
    expect(await runImport(await dryRun(types))).toMatchObject({ created: 1 });

    const durations = await uploaded('name,minutes,premium\n6 Weeks,60480,no\nForever,0,no\n', {
      kind: 'post_durations',
    });
    const done = await runImport(await dryRun(durations));
    expect(done).toMatchObject({ created: 1, refused: 1 });

    const categories = await uploaded('category\nNo icon\n', { kind: 'categories' });
    expect(await dryRun(categories)).toMatchObject({ refused: 1 });
  });
});

describe('CSV import files and mappings', () => {
  it.each([
    [
      'a binary file',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0]),
      IMPORT_MESSAGES.notText(1),
    ],
    [
      'a file that is not UTF-8',
      new Uint8Array([...new TextEncoder().encode('name\nok\n'), 0x43, 0x61, 0x66, 0xe9, 0x0a]),
      IMPORT_MESSAGES.badEncoding(3),
    ],
    ['an empty file', new Uint8Array([0xef, 0xbb, 0xbf, 0x0a]), IMPORT_MESSAGES.empty],
    ['a header without rows', new TextEncoder().encode('name\n\n'), IMPORT_MESSAGES.headerOnly],
    ['an unclosed quote', new TextEncoder().encode('name\n"Open\n'), undefined],
  ])('refuses %s with a 400 and keeps nothing', async (_what, bytes, message) => {
    const before = await withImportTables(t.database.db)
      .selectFrom('imports')
      .select('id')
      .execute();
    const response = await upload(bytes, { kind: 'skills' });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(/not valid CSV at line 2/);
    const after = await withImportTables(t.database.db)
      .selectFrom('imports')
      .select('id')
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it('reads the file from a temporary file, never held whole, removed once answered', async () => {
    // A temporary folder of this test's own: os.tmpdir() reads TMPDIR, and each test file runs
    // in its own process.
    /* eslint-disable no-restricted-properties -- the system's temporary folder, not configuration */
    const folder = mkdtempSync(path.join(os.tmpdir(), 'import-spool-'));
    const previous = process.env.TMPDIR;
    const restore = () => {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    };
    process.env.TMPDIR = folder;
    /* eslint-enable no-restricted-properties */
    try {
      const taken = await upload('name\nSpooled skill\n', { kind: 'skills' });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json().data.byte_size).toBe(19);
      const refused = await upload(new Uint8Array([0x6e, 0x0a, 0xff, 0x0a]), { kind: 'skills' });
      expect(refused.statusCode).toBe(400);
      // Removed once the answer is sent (the response hook may finish just after it).
      await vi.waitFor(() => expect(readdirSync(folder)).toEqual([]));
    } finally {
      restore();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a file over the size limit with a 413', async () => {
    const big = new Uint8Array(64 * 1024 * 1024 + 1).fill(0x61);
    const response = await upload(big, { kind: 'skills' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large; the limit is 64 MB.');
  });

  it('refuses a mapping naming unknown fields or columns, or leaving the key out', async () => {
    const item = await uploaded('label,hint\nElixir,yes\n', { kind: 'skills' });
    expect(item.mapping).toEqual({ name: null, is_hinted: null });
    const dryRunWith = (mapping: ImportMapping) =>
      post(`/api/admin/imports/${item.id}/dry-run`, { mapping });
    const noKey = await dryRunWith({ is_hinted: 1 });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors.name).toEqual([IMPORT_MESSAGES.mappingKeyMissing('Name')]);
    expect((await dryRunWith({ name: 0, colour: 1 })).json().errors.colour).toEqual([
      IMPORT_MESSAGES.mappingUnknownField('colour'),
    ]);
    expect((await dryRunWith({ name: 5 })).statusCode).toBe(422);

    await dryRun(item, { name: 0, is_hinted: 1 });
    // The next file with these columns opens with the admin's mapping.
    const next = await uploaded('label,hint\nElm,no\n', { kind: 'skills' });
    expect(next.mapping).toEqual({ name: 0, is_hinted: 1 });
  });

  it('lets one of two simultaneous runs start', async () => {
    const item = await uploaded('name\nKotlin\nSwift\n', { kind: 'skills' });
    await dryRun(item);
    const answers = await Promise.all([
      post(`/api/admin/imports/${item.id}/run`),
      post(`/api/admin/imports/${item.id}/run`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(await until(item.id, ['done', 'failed'])).toMatchObject({ state: 'done', created: 2 });
  });

  it('resumes a run stopped mid-way after its last applied row', async () => {
    const item = await uploaded('name\nScala\nHaskell\n', { kind: 'skills' });
    await dryRun(item);
    // As a crash leaves it: running, its first row applied, silent for longer than a pass may be.
    await withImportTables(t.database.db)
      .updateTable('imports')
      .set({
        state: 'running',
        pass: 'run',
        processed: 1,
        created: 1,
        heartbeat_at: '2000-01-01T00:00:00.000Z',
      })
      .where('id', '=', item.id)
      .execute();
    await withImportTables(t.database.db)
      .deleteFrom('import_rows')
      .where('import_id', '=', item.id)
      .execute();
    const done = await runImport(item);
    expect(done).toMatchObject({ state: 'done', processed: 2, created: 2 });
    const names = await t.database.db
      .selectFrom('skills')
      .select('name')
      .where('name', 'in', ['Scala', 'Haskell'])
      .execute();
    expect(names.map((row) => row.name)).toEqual(['Haskell']);
  });
});

describe('CSV import permissions', () => {
  it('needs the write permission of the kind', async () => {
    const support = await t.loginAs({ email: 'support@example.com', role: 'support', name: 'Sam' });
    expect((await upload('name\nA\n', { kind: 'skills' }, support)).statusCode).toBe(403);
    const item = await uploaded('name\nZig\n', { kind: 'skills' });
    const read = await t.app.inject({
      url: `/api/admin/imports/${item.id}`,
      headers: auth(support),
    });
    expect(read.statusCode).toBe(403);
    expect(
      (await post(`/api/admin/imports/${item.id}/dry-run`, { mapping: item.mapping }, support))
        .statusCode,
    ).toBe(403);
    const editor = await t.loginAs({
      email: 'editor@example.com',
      role: 'content_editor',
      name: 'Ed',
    });
    expect((await upload('email\na@b.c\n', { kind: 'users' }, editor)).statusCode).toBe(403);
  });
});
