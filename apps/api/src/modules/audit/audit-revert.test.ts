import { AUDIT_REVERT_MESSAGES, type AuditLogEntry, type Role } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuditRow } from '../../testing/audit-fixtures.js';
import { insertUser } from '../../testing/fixtures.js';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { insertInvoice, insertPackage } from '../../testing/subscriptions-fixtures.js';
import { revertCalls } from '../../testing/revert-calls.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let partnerId: number;
const db = () => t.database.db;
const { call, revert, revertBulk, lastEntry } = revertCalls(
  () => t,
  () => token,
);

const revertsOf = (entity: string, entityId: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('action', '=', 'revert')
    .execute();

const job = (id: number) =>
  db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const userBlocked = async (id: number) =>
  (
    await db()
      .selectFrom('users')
      .select('is_blocked')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).is_blocked;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  partnerId = await insertPartner(db());
});
afterAll(async () => {
  await t.close();
});

describe('reverting one change', () => {
  it('sets a job edit back through the job update, as its own audit row', async () => {
    const jobId = await insertJob(db(), partnerId, { title: 'Nurse', status: 'active' });
    const edit = await call('PUT', `/api/admin/jobs/${jobId}`, {
      job_title: 'Head nurse',
      status: 'paused',
    });
    expect(edit.status).toBe(200);
    const entry = await lastEntry('job', jobId);

    const reverted = await revert(entry.id);
    expect(reverted.status).toBe(200);
    expect(reverted.body.message).toBe(AUDIT_REVERT_MESSAGES.reverted);
    expect(await job(jobId)).toMatchObject({ title: 'Nurse', status: 'active' });

    const [row] = await revertsOf('job', jobId);
    const summary = JSON.parse(row!.summary!) as Record<string, unknown>;
    expect(summary).toMatchObject({
      reverts: entry.id,
      before: { title: 'Head nurse', status: 'paused' },
      after: { title: 'Nurse', status: 'active' },
    });
    expect(reverted.body.data).toEqual({ audit_ids: [row!.id], bulk_id: null });
  });

  it('refuses a second revert of the same change (409)', async () => {
    const jobId = await insertJob(db(), partnerId, { status: 'active' });
    await call('PUT', `/api/admin/jobs/${jobId}`, { status: 'paused' });
    const entry = await lastEntry('job', jobId);
    expect((await revert(entry.id)).status).toBe(200);
    const again = await revert(entry.id);
    expect(again.status).toBe(409);
    const [row] = await revertsOf('job', jobId);
    expect(again.body.message).toBe(AUDIT_REVERT_MESSAGES.alreadyReverted(row!.id));
    expect(await revertsOf('job', jobId)).toHaveLength(1);
  });

  it('refuses with the conflict when the record changed since in those fields', async () => {
    const jobId = await insertJob(db(), partnerId, { title: 'Cook', status: 'active' });
    await call('PUT', `/api/admin/jobs/${jobId}`, { job_title: 'Chef' });
    const entry = await lastEntry('job', jobId);
    await call('PUT', `/api/admin/jobs/${jobId}`, { job_title: 'Head chef' });

    const refused = await revert(entry.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({
      title: [AUDIT_REVERT_MESSAGES.conflict('Title', 'Chef', 'Head chef')],
    });
    expect(refused.body.message).toContain(
      'Title is now Head chef; the change had set it to Chef.',
    );
    expect((await job(jobId)).title).toBe('Head chef');
    expect(await revertsOf('job', jobId)).toHaveLength(0);
  });

  it('a change in other fields is no conflict', async () => {
    const jobId = await insertJob(db(), partnerId, { title: 'Porter', status: 'active' });
    await call('PUT', `/api/admin/jobs/${jobId}`, { job_title: 'Head porter' });
    const entry = await lastEntry('job', jobId);
    await call('PUT', `/api/admin/jobs/${jobId}`, { status: 'paused' });
    expect((await revert(entry.id)).status).toBe(200);
    expect(await job(jobId)).toMatchObject({ title: 'Porter', status: 'paused' });
  });

  it('sets a block back (the user is unblocked), and the revert of the revert blocks again', async () => {
    const userId = await insertUser(db());
    expect((await call('GET', `/api/user/block/${userId}`)).status).toBe(200);
    const block = await lastEntry('user', userId);
    expect(block.action).toBe('block');

    const reverted = await revert(block.id);
    expect(reverted.status).toBe(200);
    expect(await userBlocked(userId)).toBe(0);
    const [undo] = await revertsOf('user', userId);
    expect(JSON.parse(undo!.summary!)).toMatchObject({
      reverts: block.id,
      before: { blocked: true },
      after: { blocked: false },
    });

    expect((await revert(undo!.id)).status).toBe(200);
    expect(await userBlocked(userId)).toBe(1);
  });

  it('sets an invoice marked paid back to unpaid (the paid date goes too)', async () => {
    const packageId = await insertPackage(db());
    const invoiceId = await insertInvoice(db(), {
      partner_id: partnerId,
      package_id: packageId,
      is_paid: 0,
    });
    expect(
      (await call('PUT', `/api/admin/invoices/${invoiceId}/paid`, { paid: true })).status,
    ).toBe(200);
    const entry = await lastEntry('invoice', invoiceId);
    expect((await revert(entry.id)).status).toBe(200);
    const invoice = await db()
      .selectFrom('invoices')
      .select(['is_paid', 'paid_at'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ is_paid: 0, paid_at: null });
  });

  it('refuses creations, deletions made before the trash and changes that keep no fields (422)', async () => {
    // A creation's row keeps the record's fields as `after` only (recordAudit).
    const createdId = await insertJob(db(), partnerId);
    const creation = await insertAuditRow(db(), {
      action: 'create',
      entity: 'job',
      entity_id: createdId,
      summary: JSON.stringify({ after: { title: 'Created', status: 'active' } }),
    });
    const refusedCreation = await revert(creation);
    expect(refusedCreation.status).toBe(422);
    expect(refusedCreation.body.message).toBe(
      AUDIT_REVERT_MESSAGES.notRevertible(AUDIT_REVERT_MESSAGES.creation),
    );

    // A deletion that moved nothing to the trash (written before it existed) cannot be undone.
    const deletion = await insertAuditRow(db(), {
      action: 'delete',
      entity: 'job',
      entity_id: createdId,
      summary: JSON.stringify({ before: { title: 'Created', status: 'active' } }),
    });
    const refusedDeletion = await revert(deletion);
    expect(refusedDeletion.status).toBe(422);
    expect(refusedDeletion.body.message).toBe(
      AUDIT_REVERT_MESSAGES.notRevertible(AUDIT_REVERT_MESSAGES.deletion),
    );

    const signIn = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'sign-in')
      .executeTakeFirstOrThrow();
    const refusedSignIn = await revert(signIn.id);
    expect(refusedSignIn.status).toBe(422);
    expect(refusedSignIn.body.message).toMatch(/^This change cannot be reverted: /);
  });

  it('refuses a change of a record deleted since (409)', async () => {
    const jobId = await insertJob(db(), partnerId, { status: 'active' });
    await call('PUT', `/api/admin/jobs/${jobId}`, { status: 'paused' });
    const entry = await lastEntry('job', jobId);
    await call('DELETE', `/api/admin/jobs/${jobId}`);
    const refused = await revert(entry.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(AUDIT_REVERT_MESSAGES.gone);
  });

  it('answers 404 for an unknown entry, a malformed id or a malformed bulk id', async () => {
    expect((await revert(999_999)).status).toBe(404);
    expect((await revert(999_999)).body.message).toBe(AUDIT_REVERT_MESSAGES.notFound);
    expect((await revert('abc')).status).toBe(404);
    expect((await revertBulk('not-a-uuid')).status).toBe(404);
    expect((await revertBulk('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('who may revert', () => {
  const tokenOf = (role: Role, email: string) => t.loginAs({ role, email });

  it('needs the audit log and the record’s own write permission', async () => {
    const userId = await insertUser(db());
    await call('GET', `/api/user/block/${userId}`);
    const entry = await lastEntry('user', userId);
    const support = await tokenOf('support', 'support@example.com');
    expect((await revert(entry.id, support)).status).toBe(403);
    const reviewer = await tokenOf('kyc_reviewer', 'reviewer@example.com');
    expect((await revert(entry.id, reviewer)).status).toBe(403);
    const admin = await tokenOf('admin', 'second-admin@example.com');
    expect((await revert(entry.id, admin)).status).toBe(200);
    expect(await userBlocked(userId)).toBe(0);
  });
});

describe('reverting a bulk action as one', () => {
  it('tags every row of one bulk call and sets them all back', async () => {
    const ids = [await insertUser(db()), await insertUser(db()), await insertUser(db())];
    const bulk = await call('POST', '/api/admin/users/bulk', { action: 'block', ids });
    expect(bulk.status).toBe(200);
    const bulkId = (bulk.body.data as { bulk_id: string }).bulk_id;
    expect(bulkId).toMatch(/^[0-9a-f-]{36}$/);
    for (const id of ids) {
      expect(JSON.parse((await lastEntry('user', id)).summary!)).toMatchObject({ bulk_id: bulkId });
    }

    const reverted = await revertBulk(bulkId);
    expect(reverted.status).toBe(200);
    expect(reverted.body.message).toBe(AUDIT_REVERT_MESSAGES.bulkReverted(3));
    for (const id of ids) expect(await userBlocked(id)).toBe(0);
    const data = reverted.body.data as { audit_ids: number[]; bulk_id: string };
    expect(data.audit_ids).toHaveLength(3);

    // The revert is a bulk of its own: reverting it blocks them again.
    expect((await revertBulk(data.bulk_id)).status).toBe(200);
    for (const id of ids) expect(await userBlocked(id)).toBe(1);
  });

  it('undoes a single block by the bulk id its answer carries', async () => {
    const userId = await insertUser(db());
    const blocked = await call('GET', `/api/user/block/${userId}`);
    const bulkId = blocked.body.bulk_id as string;
    expect(bulkId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await revertBulk(bulkId)).status).toBe(200);
    expect(await userBlocked(userId)).toBe(0);
    expect(await revertsOf('user', userId)).toHaveLength(1);
  });

  it('is all or nothing: one record changed since refuses the whole revert, naming it', async () => {
    const ids = [await insertUser(db()), await insertUser(db())];
    const bulk = await call('POST', '/api/admin/users/bulk', { action: 'block', ids });
    const bulkId = (bulk.body.data as { bulk_id: string }).bulk_id;
    await call('GET', `/api/user/unblock/${ids[1]}`);

    const refused = await revertBulk(bulkId);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({
      [`user:${ids[1]}`]: [AUDIT_REVERT_MESSAGES.conflict('Blocked', 'yes', 'no')],
    });
    expect(await userBlocked(ids[0]!)).toBe(1);
    expect(await revertsOf('user', ids[0]!)).toHaveLength(0);
  });
});

describe('races', () => {
  it('two reverts of one change: exactly one wins', async () => {
    const jobId = await insertJob(db(), partnerId, { title: 'Baker', status: 'active' });
    await call('PUT', `/api/admin/jobs/${jobId}`, { job_title: 'Head baker', status: 'paused' });
    const entry = await lastEntry('job', jobId);
    const answers = await Promise.all([revert(entry.id), revert(entry.id), revert(entry.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await revertsOf('job', jobId)).toHaveLength(1);
    expect(await job(jobId)).toMatchObject({ title: 'Baker', status: 'active' });
  });

  it('a revert and another admin’s edit: nothing is half applied', async () => {
    for (let round = 0; round < 5; round++) {
      const jobId = await insertJob(db(), partnerId, { title: 'Driver', status: 'active' });
      await call('PUT', `/api/admin/jobs/${jobId}`, { job_title: 'Lead driver', status: 'paused' });
      const entry = await lastEntry('job', jobId);
      const [reverted, edited] = await Promise.all([
        revert(entry.id),
        call('PUT', `/api/admin/jobs/${jobId}`, { job_title: 'Chief driver' }),
      ]);
      expect(edited.status).toBe(200);
      const stored = await job(jobId);
      if (reverted.status === 200) {
        // The revert came first: both fields set back, then the edit's title.
        expect(stored).toMatchObject({ title: 'Chief driver', status: 'active' });
        expect(await revertsOf('job', jobId)).toHaveLength(1);
      } else {
        // The edit came first: the revert is refused and changes nothing.
        expect(reverted.status).toBe(409);
        expect(stored).toMatchObject({ title: 'Chief driver', status: 'paused' });
        expect(await revertsOf('job', jobId)).toHaveLength(0);
      }
    }
  });
});

describe('the audit log shows a revert', () => {
  it('lists it with what it set back and which entry it reverts', async () => {
    const userId = await insertUser(db());
    await call('GET', `/api/user/block/${userId}`);
    const block = await lastEntry('user', userId);
    await revert(block.id);
    const list = await call('GET', `/api/admin/audit-log?entity=user&entity_id=${userId}`);
    const [newest] = list.body.data as AuditLogEntry[];
    expect(newest).toMatchObject({ action: 'revert', entity: 'user', entity_id: userId });
    expect(newest!.changes).toEqual([
      { field: 'blocked', label: 'Blocked', before: 'yes', after: 'no' },
    ]);
    expect(newest!.details).toContainEqual({
      field: 'reverts',
      label: 'Reverts',
      value: String(block.id),
    });
  });
});
