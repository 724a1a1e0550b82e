import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import * as auditBulkId from './migrations/0028-audit-bulk-id.js';

/**
 * Migration 0028 on a log that already holds bulk rows: the bulk id written into their summary
 * before the column existed is copied into it, so those bulk actions are still found to revert.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0028 (the audit log’s bulk id)', () => {
  it('copies the bulk id of rows written before it and leaves other rows without one', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    await auditBulkId.down(db);
    const bulkId = '7d0c1e52-3a51-4f4e-9a52-0c7f2f0f5b11';
    const insert = (summary: string | null) =>
      sql<{ id: number }>`insert into audit_log (action, entity, entity_id, summary, created_at)
        values ('user.blocked', 'user', 1, ${summary}, ${new Date().toISOString()})
        returning id`.execute(db);
    const inBulk = await insert(JSON.stringify({ email: 'a@example.com', bulk_id: bulkId }));
    const single = await insert(JSON.stringify({ email: 'b@example.com' }));
    const empty = await insert(null);
    await auditBulkId.up(db);

    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['id', 'bulk_id'])
      .where(
        'id',
        'in',
        [inBulk, single, empty].map((result) => result.rows[0]!.id),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.bulk_id)).toEqual([bulkId, null, null]);
  });
});
