import { AUDIT_REVERT_MESSAGES, KYC_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { revertCalls } from '../../testing/revert-calls.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const db = () => t.database.db;

const { call, revertBulk } = revertCalls(
  () => t,
  () => token,
);
const verify = (id: number, payload: object) =>
  call('POST', `/api/admin/kyc/verify/${id}`, payload);
const APPROVE = { status: 'approved' };
const REJECT = { status: 'rejected', reason: 'blurry_document' };
/** The app's Undo: the bulk revert of the answer's `bulk_id`. */
const undo = revertBulk;

const stored = (id: number) =>
  db()
    .selectFrom('kyc_verifications')
    .select(['status', 'reviewed_at', 'reviewed_by', 'admin_comment'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const decisionsOf = (id: number) =>
  db()
    .selectFrom('kyc_decisions')
    .select(['from_status', 'to_status', 'reason', 'comment'])
    .where('verification_id', '=', id)
    .orderBy('id')
    .execute();
const auditOf = (id: number) =>
  db()
    .selectFrom('audit_log')
    .select(['id', 'action', 'summary'])
    .where('entity', '=', 'kyc_verification')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

describe('undoing a KYC decision', () => {
  it('answers the decision’s bulk id, and its undo sets the verification back to pending', async () => {
    const id = await insertKycVerification(db(), { admin_comment: 'Looks fine' });
    const decision = await verify(id, APPROVE);
    expect(decision.status).toBe(200);
    expect(decision.body.bulk_id).toMatch(/^[0-9a-f-]{36}$/);

    const undone = await undo(decision.body.bulk_id!);
    expect(undone.status, undone.body.message).toBe(200);
    expect(await stored(id)).toEqual({
      status: 'pending',
      reviewed_at: null,
      reviewed_by: null,
      admin_comment: 'Looks fine',
    });
    expect(await decisionsOf(id)).toEqual([
      { from_status: 'pending', to_status: 'approved', reason: null, comment: 'Looks fine' },
      { from_status: 'approved', to_status: 'pending', reason: null, comment: 'Looks fine' },
    ]);
    const [verifyRow, revertRow] = await auditOf(id);
    expect(revertRow!.action).toBe('revert');
    expect(JSON.parse(revertRow!.summary!)).toMatchObject({
      reverts: verifyRow!.id,
      before: { status: 'approved' },
      after: { status: 'pending' },
    });
    // Pending again, it can be decided anew.
    expect((await verify(id, REJECT)).status).toBe(200);
  });

  it('undoes a change of decision back to the decision it had', async () => {
    const id = await insertKycVerification(db());
    await verify(id, REJECT);
    const change = await verify(id, APPROVE);
    expect((await undo(change.body.bulk_id!)).status).toBe(200);
    expect((await stored(id)).status).toBe('rejected');
    expect((await decisionsOf(id)).map((row) => row.to_status)).toEqual([
      'rejected',
      'approved',
      'rejected',
    ]);
  });

  it('gives no bulk id for a comment, whose save is no decision', async () => {
    const id = await insertKycVerification(db());
    const comment = await verify(id, { admin_comment: 'Called the applicant' });
    expect(comment.status).toBe(200);
    expect(comment.body.bulk_id).toBeUndefined();
  });

  it('refuses (409) once the verification was decided again, and changes nothing', async () => {
    const id = await insertKycVerification(db());
    const decision = await verify(id, APPROVE);
    await verify(id, REJECT);
    const refused = await undo(decision.body.bulk_id!);
    expect(refused.status).toBe(409);
    expect((await stored(id)).status).toBe('rejected');
    expect(await decisionsOf(id)).toHaveLength(2);
  });

  it('refuses a second undo of one decision', async () => {
    const id = await insertKycVerification(db());
    const decision = await verify(id, APPROVE);
    expect((await undo(decision.body.bulk_id!)).status).toBe(200);
    const again = await undo(decision.body.bulk_id!);
    expect(again.status).toBe(409);
    expect(await decisionsOf(id)).toHaveLength(2);
  });

  it('undoes a bulk approval as one', async () => {
    const ids = [await insertKycVerification(db()), await insertKycVerification(db())];
    const bulk = await call('POST', '/api/admin/kyc/bulk', { action: 'approve', ids });
    expect(bulk.status).toBe(200);
    const bulkId = (bulk.body.data as { bulk_id: string }).bulk_id;
    expect((await undo(bulkId)).status).toBe(200);
    for (const id of ids) expect((await stored(id)).status).toBe('pending');
  });

  it('lets a reviewer undo their own decision, never another admin’s', async () => {
    const reviewer = await t.loginAs({ role: 'kyc_reviewer', email: 'reviewer@example.com' });
    const own = await insertKycVerification(db());
    const decision = await call('POST', `/api/admin/kyc/verify/${own}`, APPROVE, reviewer);
    expect(decision.status).toBe(200);
    expect((await undo(decision.body.bulk_id!, reviewer)).status).toBe(200);
    expect((await stored(own)).status).toBe('pending');

    const others = await insertKycVerification(db());
    const byOwner = await verify(others, APPROVE);
    const refused = await undo(byOwner.body.bulk_id!, reviewer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUDIT_REVERT_MESSAGES.notYours);
    expect((await stored(others)).status).toBe('approved');
  });

  it('needs kyc.review and audit.read: a support admin cannot undo', async () => {
    const id = await insertKycVerification(db());
    const decision = await verify(id, APPROVE);
    const support = await t.loginAs({ role: 'support', email: 'support@example.com' });
    expect((await undo(decision.body.bulk_id!, support)).status).toBe(403);
    expect((await stored(id)).status).toBe('approved');
  });

  it('an undo racing another admin’s new decision: one wins, the history stays a chain', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await insertKycVerification(db());
      const decision = await verify(id, APPROVE);
      const [undone, decided] = await Promise.all([
        undo(decision.body.bulk_id!),
        verify(id, REJECT),
      ]);
      expect([undone.status, decided.status]).toContain(200);
      for (const answer of [undone, decided]) {
        if (answer.status !== 200) {
          expect(answer.status).toBe(409);
          const { message } = answer.body;
          const known =
            message === KYC_MESSAGES.reviewedMeanwhile ||
            message.startsWith(AUDIT_REVERT_MESSAGES.bulkConflicts(1, '').trim());
          expect(known, message).toBe(true);
        }
      }
      const history = await decisionsOf(id);
      // Each decision starts from the status the one before it left; the last is the status now.
      history.slice(1).forEach((row, index) => {
        expect(row.from_status).toBe(history[index]!.to_status);
      });
      expect(history.at(-1)!.to_status).toBe((await stored(id)).status);
      if (undone.status !== 200) expect((await stored(id)).status).toBe('rejected');
    }
  });
});
