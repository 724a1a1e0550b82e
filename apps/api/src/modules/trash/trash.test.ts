import { existsSync } from 'node:fs';
import path from 'node:path';
import { TRASH_MESSAGES, type TrashItem } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../testing/fixtures.js';
import { insertCategory } from '../../testing/jobs-fixtures.js';
import { insertKycVerification, writeDocumentImage } from '../../testing/kyc-fixtures.js';
import { insertApplication, insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import {
  dataTables,
  snapshotDifferences,
  takeSnapshot,
  type Snapshot,
} from '../../testing/snapshot.js';
import {
  insertInvoice,
  insertPackage,
  insertSubscription,
} from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { TrashPurger } from '../../lib/trash/trash-purge.js';

let t: TestApp;
let owner: string;
let admin: string;
let editor: string;
let support: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, as = owner, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${as}` }, payload });

/**
 * What a delete and its restore may change besides the records: the audit log, the trash itself,
 * the outbox (the platform hears of both), the version counters caches are keyed by, and a user's
 * app sign-ins (they end with a delete).
 */
const NOT_COMPARED = new Set([
  'audit_log',
  'data_versions',
  'trash_units',
  'trash_rows',
  'trash_records',
  'webhook_events',
  'webhook_deliveries',
  'webhook_delivery_attempts',
  'website_builds',
  'user_access_tokens',
]);
let tables: string[];
const snapshot = (): Promise<Snapshot> => takeSnapshot(t.database, tables);

async function trashItems(as = owner, query = ''): Promise<TrashItem[]> {
  const response = await call('GET', `/api/admin/trash?per_page=100${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TrashItem[];
}

const unitOf = async (kind: string, recordId: number) =>
  (await trashItems()).find((item) => item.kind === kind && item.record_id === recordId);

/** A partner with jobs, their applications, a subscription and invoices. */
async function partnerWithEverything(applicationsPerJob = 3) {
  const db = t.database.db;
  const partnerId = await insertPartner(db, { company_name: 'Acme Trash Co' });
  const packageId = await insertPackage(db);
  const jobIds = [
    await insertJob(db, partnerId),
    await insertJob(db, partnerId, { is_published: 0 }),
  ];
  for (const jobId of jobIds) {
    for (let i = 0; i < applicationsPerJob; i++) await insertApplication(db, jobId);
  }
  await insertSubscription(db, { partner_id: partnerId, package_id: packageId });
  await insertInvoice(db, { partner_id: partnerId, package_id: packageId });
  await insertInvoice(db, { partner_id: partnerId, package_id: packageId, is_paid: 0 });
  return { partnerId, jobIds, packageId };
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.loginAs();
  admin = await t.loginAs({ email: 'manager@example.com', role: 'admin' });
  editor = await t.loginAs({ email: 'editor@example.com', role: 'content_editor' });
  support = await t.loginAs({ email: 'support@example.com', role: 'support' });
  tables = (await dataTables(t.database)).filter((name) => !NOT_COMPARED.has(name));
});
afterAll(async () => {
  await t.close();
});

describe('delete → trash → restore', () => {
  it('moves a partner with everything that depends on it to the trash, and restores it exactly', async () => {
    const { partnerId, jobIds } = await partnerWithEverything();
    const before = await snapshot();

    const deleted = await call('DELETE', `/api/admin/partners/${partnerId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().bulk_id).toEqual(expect.any(String));
    expect((await call('GET', `/api/admin/partners/${partnerId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/jobs/${jobIds[0]}`)).statusCode).toBe(404);
    expect(snapshotDifferences(before, await snapshot())).not.toEqual([]);

    const unit = await unitOf('partner', partnerId);
    expect(unit).toMatchObject({
      label: 'Acme Trash Co',
      contents: [
        { what: 'jobs', count: 2 },
        { what: 'applications', count: 6 },
        { what: 'subscriptions', count: 1 },
        { what: 'invoices', count: 2 },
      ],
      deleted_by: { name: expect.any(String) },
    });

    const restored = await call('POST', `/api/admin/trash/${unit!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe(TRASH_MESSAGES.restored('Acme Trash Co'));
    expect(snapshotDifferences(before, await snapshot())).toEqual([]);
    expect(await unitOf('partner', partnerId)).toBeUndefined();
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'partner')
      .where('entity_id', '=', partnerId)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['delete', 'restore']);
  });

  it('restores a partner with thousands of applications exactly as it was', async () => {
    const db = t.database.db;
    const partnerId = await insertPartner(db);
    const now = new Date().toISOString();
    const users = [];
    for (let i = 0; i < 2500; i += 500) {
      const rows = Array.from({ length: 500 }, (_, j) => ({
        first_name: 'Many',
        last_name: `Applicant ${i + j}`,
        email: `many-${partnerId}-${i + j}@example.com`,
        is_blocked: 0,
        created_at: now,
        updated_at: now,
      }));
      users.push(...(await db.insertInto('users').values(rows).returning('id').execute()));
    }
    for (let j = 0; j < 2; j++) {
      const jobId = await insertJob(db, partnerId);
      for (let i = 0; i < users.length; i += 500) {
        await db
          .insertInto('job_applications')
          .values(
            users
              .slice(i, i + 500)
              .map((u) => ({ job_id: jobId, user_id: u.id, applied_at: now, selected_at: null })),
          )
          .execute();
      }
    }
    const before = await snapshot();
    expect((await call('DELETE', `/api/admin/partners/${partnerId}`)).statusCode).toBe(200);
    const unit = await unitOf('partner', partnerId);
    expect(unit?.contents).toContainEqual({ what: 'applications', count: 5000 });
    expect((await call('POST', `/api/admin/trash/${unit!.id}/restore`)).statusCode).toBe(200);
    expect(snapshotDifferences(before, await snapshot())).toEqual([]);
  }, 60_000);

  it('keeps applications of a user deleted in between with the user, and gives them back with both', async () => {
    const db = t.database.db;
    const { partnerId, jobIds } = await partnerWithEverything(1);
    const userId = await insertUser(db);
    await insertApplication(db, jobIds[0]!, { user_id: userId });
    await insertKycVerification(db, { user_id: userId });
    const before = await snapshot();

    expect((await call('DELETE', `/api/admin/users/${userId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/partners/${partnerId}`)).statusCode).toBe(200);
    const partnerUnit = (await unitOf('partner', partnerId))!;
    const userUnit = (await unitOf('user', userId))!;
    expect(userUnit.contents).toEqual([
      { what: 'applications', count: 1 },
      { what: 'identity checks', count: 1 },
    ]);

    // The user comes back first: their application waits in the partner's unit for its job.
    expect((await call('POST', `/api/admin/trash/${userUnit.id}/restore`)).statusCode).toBe(200);
    expect((await unitOf('partner', partnerId))!.contents).toContainEqual({
      what: 'applications',
      count: 3,
    });
    expect((await call('POST', `/api/admin/trash/${partnerUnit.id}/restore`)).statusCode).toBe(200);
    expect(snapshotDifferences(before, await snapshot())).toEqual([]);
  });

  it('says when what a record belongs to is in the trash, and restores both when asked', async () => {
    const db = t.database.db;
    const partnerId = await insertPartner(db, { company_name: 'Parent Partner' });
    const jobId = await insertJob(db, partnerId);
    const before = await snapshot();
    expect((await call('DELETE', `/api/admin/jobs/${jobId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/partners/${partnerId}`)).statusCode).toBe(200);
    const jobUnit = (await unitOf('job', jobId))!;

    const refused = await call('POST', `/api/admin/trash/${jobUnit.id}/restore`);
    expect(refused.statusCode).toBe(409);
    const message = TRASH_MESSAGES.parentInTrash('partner', 'Parent Partner');
    expect(refused.json()).toMatchObject({ message, errors: { parent: [message] } });

    const both = await call('POST', `/api/admin/trash/${jobUnit.id}/restore`, owner, {
      with_parents: true,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.restored.map((r: { kind: string }) => r.kind)).toEqual([
      'partner',
      'job',
    ]);
    expect(snapshotDifferences(before, await snapshot())).toEqual([]);
  });

  it('refuses a restore whose parent was purged, and one clashing with a record made since', async () => {
    const db = t.database.db;
    const partnerId = await insertPartner(db, { company_name: 'Purged Parent' });
    const jobId = await insertJob(db, partnerId);
    await call('DELETE', `/api/admin/jobs/${jobId}`);
    await call('DELETE', `/api/admin/partners/${partnerId}`);
    const partnerUnit = (await unitOf('partner', partnerId))!;
    expect((await call('DELETE', `/api/admin/trash/${partnerUnit.id}`)).statusCode).toBe(200);
    const jobUnit = (await unitOf('job', jobId))!;
    const gone = await call('POST', `/api/admin/trash/${jobUnit.id}/restore`, owner, {
      with_parents: true,
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(TRASH_MESSAGES.parentGone('partner'));
    expect(await unitOf('job', jobId)).toBeDefined();

    // An invoice number is unique: one given to another partner meanwhile blocks the restore.
    const billed = await insertPartner(db, { company_name: 'Billed Partner' });
    const packageId = await insertPackage(db);
    const invoiceId = await insertInvoice(db, { partner_id: billed, package_id: packageId });
    const { number } = await db
      .selectFrom('invoices')
      .select('number')
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    await call('DELETE', `/api/admin/partners/${billed}`);
    const other = await insertPartner(db);
    await insertInvoice(db, { partner_id: other, package_id: packageId, number });
    const billedUnit = (await unitOf('partner', billed))!;
    const clash = await call('POST', `/api/admin/trash/${billedUnit.id}/restore`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(TRASH_MESSAGES.clashes('Billed Partner'));
    expect(await unitOf('partner', billed)).toBeDefined();
    expect((await call('GET', `/api/admin/partners/${billed}`)).statusCode).toBe(404);
  });

  it('refuses a rename that is not a valid slug or email, changing nothing', async () => {
    const db = t.database.db;
    const post = await call('POST', '/api/admin/webpages', owner, {
      title: 'Renamed page',
      body: '<p>Hi</p>',
    });
    const pageId = post.json().data.id as number;
    await call('DELETE', `/api/admin/webpages/${pageId}`);
    const unit = (await unitOf('web_page', pageId))!;
    const slug = await call('POST', `/api/admin/trash/${unit.id}/restore`, owner, {
      rename: 'Not A Slug',
    });
    expect(slug.statusCode).toBe(422);
    expect(slug.json().errors).toHaveProperty('rename');
    const userId = await insertUser(db);
    await call('DELETE', `/api/admin/users/${userId}`);
    const userUnit = (await unitOf('user', userId))!;
    const email = await call('POST', `/api/admin/trash/${userUnit.id}/restore`, owner, {
      rename: 'not-an-email',
    });
    expect(email.statusCode).toBe(422);
    expect(await unitOf('web_page', pageId)).toBeDefined();
    expect(await unitOf('user', userId)).toBeDefined();
  });

  it('refuses a restore whose name was taken meanwhile, and restores it under another name', async () => {
    const db = t.database.db;
    const categoryId = await insertCategory(db, { name: 'Oceanography' });
    const deleted = await call('DELETE', `/api/admin/categories/${categoryId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await insertCategory(db, { name: 'OCEANOGRAPHY' });
    const unit = (await unitOf('category', categoryId))!;

    const refused = await call('POST', `/api/admin/trash/${unit.id}/restore`);
    expect(refused.statusCode).toBe(409);
    const message = TRASH_MESSAGES.taken('Category', 'name', 'Oceanography');
    expect(refused.json()).toMatchObject({ message, errors: { name: [message] } });
    const blank = await call('POST', `/api/admin/trash/${unit.id}/restore`, owner, { rename: ' ' });
    expect(blank.statusCode).toBe(409);

    const renamed = await call('POST', `/api/admin/trash/${unit.id}/restore`, owner, {
      rename: 'Oceanography (old)',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const row = await db
      .selectFrom('categories')
      .select('name')
      .where('id', '=', categoryId)
      .executeTakeFirst();
    expect(row?.name).toBe('Oceanography (old)');
  });

  it('undoes a bulk delete as one, and a delete from the audit log', async () => {
    const db = t.database.db;
    const partnerId = await insertPartner(db);
    const jobIds = [await insertJob(db, partnerId), await insertJob(db, partnerId)];
    const before = await snapshot();
    const bulk = await call('POST', '/api/admin/jobs/bulk', owner, {
      action: 'delete',
      ids: jobIds,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const undo = await call('POST', `/api/admin/trash/calls/${bulk.json().data.bulk_id}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().message).toBe(TRASH_MESSAGES.restoredMany(2));
    expect(snapshotDifferences(before, await snapshot())).toEqual([]);
    const again = await call('POST', `/api/admin/trash/calls/${bulk.json().data.bulk_id}/restore`);
    expect(again.statusCode).toBe(404);

    expect((await call('DELETE', `/api/admin/jobs/${jobIds[0]}`)).statusCode).toBe(200);
    const entry = await db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'job')
      .where('entity_id', '=', jobIds[0]!)
      .where('action', '=', 'delete')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const revert = await call('POST', `/api/admin/audit-log/${entry.id}/revert`);
    expect(revert.statusCode, revert.body).toBe(200);
    expect(revert.json().data.audit_ids).toHaveLength(1);
    expect(snapshotDifferences(before, await snapshot())).toEqual([]);
  });
});

describe('bulk deletes', () => {
  it('deletes users in bulk into the trash, and undoes them as one', async () => {
    const db = t.database.db;
    const partnerId = await insertPartner(db);
    const jobId = await insertJob(db, partnerId);
    const userIds = [await insertUser(db), await insertUser(db)];
    for (const userId of userIds) await insertApplication(db, jobId, { user_id: userId });
    await insertKycVerification(db, { user_id: userIds[0] });
    const before = await snapshot();

    const bulk = await call('POST', '/api/admin/users/bulk', owner, {
      action: 'delete',
      ids: userIds,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toMatchObject({ done: 2, refused: 0 });
    for (const userId of userIds) {
      expect((await call('GET', `/api/admin/users/${userId}`)).statusCode).toBe(404);
      expect(await unitOf('user', userId)).toMatchObject({ bulk_id: bulk.json().data.bulk_id });
    }
    const undo = await call('POST', `/api/admin/trash/calls/${bulk.json().data.bulk_id}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(snapshotDifferences(before, await snapshot())).toEqual([]);
  });
});

describe('who sees and restores what', () => {
  it('shows each role the kinds it may delete, and refuses the others', async () => {
    const db = t.database.db;
    const partnerId = await insertPartner(db);
    const jobId = await insertJob(db, partnerId);
    expect((await call('DELETE', `/api/admin/jobs/${jobId}`)).statusCode).toBe(200);
    const post = await call('POST', '/api/admin/webpages', editor, {
      title: 'Editor page',
      body: '<p>Hi</p>',
    });
    expect(post.statusCode, post.body).toBe(201);
    const pageId = post.json().data.id as number;
    expect((await call('DELETE', `/api/admin/webpages/${pageId}`, editor)).statusCode).toBe(200);

    const seen = await trashItems(editor);
    expect(seen.map((item) => item.kind)).not.toContain('job');
    expect(seen.some((item) => item.kind === 'web_page' && item.record_id === pageId)).toBe(true);
    const jobUnit = (await unitOf('job', jobId))!;
    expect((await call('POST', `/api/admin/trash/${jobUnit.id}/restore`, editor)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/trash', support)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/trash/${jobUnit.id}`, admin)).statusCode).toBe(403);
    const bulkPurge = await call('POST', '/api/admin/trash/bulk', admin, {
      action: 'purge',
      ids: [jobUnit.id],
    });
    expect(bulkPurge.json().data).toMatchObject({ done: 0, refused: 1 });
    expect((await call('POST', `/api/admin/trash/${jobUnit.id}/restore`, admin)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a unit that is not there and 422 for a rename of a kind without one', async () => {
    expect((await call('POST', '/api/admin/trash/999999/restore')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/trash/abc/restore')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/trash/999999')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/trash/calls/nope/restore')).statusCode).toBe(404);
    const db = t.database.db;
    const jobId = await insertJob(db, await insertPartner(db));
    await call('DELETE', `/api/admin/jobs/${jobId}`);
    const unit = (await unitOf('job', jobId))!;
    const rename = await call('POST', `/api/admin/trash/${unit.id}/restore`, owner, {
      rename: 'x',
    });
    expect(rename.statusCode).toBe(422);
    expect(await unitOf('job', jobId)).toBeDefined();
  });
});

describe('purge', () => {
  it('purges units past retention, destroying identity documents, and logs it', async () => {
    const db = t.database.db;
    const userId = await insertUser(db);
    const kycId = await insertKycVerification(db, {
      user_id: userId,
      id_front_path: `kyc/purge-front-${userId}.jpg`,
      selfie_path: `kyc/purge-selfie-${userId}.jpg`,
    });
    for (const file of [`kyc/purge-front-${userId}.jpg`, `kyc/purge-selfie-${userId}.jpg`]) {
      await writeDocumentImage(t.config.privateDir, file);
    }
    expect((await call('DELETE', `/api/admin/users/${userId}`)).statusCode).toBe(200);
    const unit = (await unitOf('user', userId))!;
    const front = path.join(t.config.privateDir, `kyc/purge-front-${userId}.jpg`);
    expect(existsSync(front)).toBe(true);

    const early = new TrashPurger(t.app.deps, () => new Date(Date.now() + 29 * 86_400_000));
    await early.runOnce();
    expect(await unitOf('user', userId)).toBeDefined();

    const late = new TrashPurger(t.app.deps, () => new Date(Date.now() + 31 * 86_400_000));
    expect(await late.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await unitOf('user', userId)).toBeUndefined();
    expect(existsSync(front)).toBe(false);
    const purge = await db
      .selectFrom('audit_log')
      .select(['admin_id', 'summary'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', userId)
      .where('action', '=', 'purge')
      .executeTakeFirstOrThrow();
    expect(purge.admin_id).toBeNull();
    expect(JSON.parse(purge.summary!)).toMatchObject({ identity_documents_destroyed: 2 });
    expect((await call('POST', `/api/admin/trash/${unit.id}/restore`)).statusCode).toBe(404);
    expect(
      await db.selectFrom('kyc_verifications').select('id').where('id', '=', kycId).execute(),
    ).toEqual([]);
  });

  it('lets an owner purge at once', async () => {
    const db = t.database.db;
    const jobId = await insertJob(db, await insertPartner(db));
    await call('DELETE', `/api/admin/jobs/${jobId}`);
    const unit = (await unitOf('job', jobId))!;
    const purged = await call('DELETE', `/api/admin/trash/${unit.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(await unitOf('job', jobId)).toBeUndefined();
  });
});

describe('races', () => {
  it('restores a unit once when two admins restore it at the same time', async () => {
    const db = t.database.db;
    const jobId = await insertJob(db, await insertPartner(db));
    await call('DELETE', `/api/admin/jobs/${jobId}`);
    const unit = (await unitOf('job', jobId))!;
    const answers = await Promise.all([
      call('POST', `/api/admin/trash/${unit.id}/restore`),
      call('POST', `/api/admin/trash/${unit.id}/restore`, admin),
      call('DELETE', `/api/admin/trash/${unit.id}`),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 404)).toHaveLength(2);
  });

  it('moves a partner to the trash once when deleted twice at the same time', async () => {
    const { partnerId } = await partnerWithEverything(1);
    const answers = await Promise.all([
      call('DELETE', `/api/admin/partners/${partnerId}`),
      call('DELETE', `/api/admin/partners/${partnerId}`, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(
      (await trashItems()).filter((i) => i.kind === 'partner' && i.record_id === partnerId),
    ).toHaveLength(1);
  });
});
