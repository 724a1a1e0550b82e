import { sql, type Kysely } from 'kysely';
import { tableWithId } from './helpers.js';

const STATUSES = ['pending', 'approved', 'rejected'];
const DECISIONS = ['approved', 'rejected'];
const REASONS = [
  'blurry_document',
  'expired_document',
  'selfie_mismatch',
  'information_mismatch',
  'other',
];

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The decision history of KYC verifications: who decided, when, from which status to which,
 * why (a rejection's reason) and the admin comment at that moment. Written in the transaction of
 * the decision. Verifications already decided get one row from what they record (pending → their
 * status, by their reviewer, with their comment, no reason).
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'kyc_decisions')
    .addColumn('verification_id', 'integer', (c) =>
      c.notNull().references('kyc_verifications.id').onDelete('cascade'),
    )
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('from_status', 'text', (c) => c.notNull().check(oneOf('from_status', STATUSES)))
    .addColumn('to_status', 'text', (c) => c.notNull().check(oneOf('to_status', DECISIONS)))
    .addColumn('reason', 'text', (c) => c.check(oneOf('reason', REASONS)))
    .addColumn('reason_text', 'text')
    .addColumn('comment', 'text')
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kyc_decisions_verification_idx')
    .on('kyc_decisions')
    .columns(['verification_id', 'id'])
    .execute();
  await sql`
    insert into kyc_decisions
      (verification_id, admin_id, from_status, to_status, reason, reason_text, comment, decided_at)
    select id, reviewed_by, 'pending', status, null, null, admin_comment, reviewed_at
    from kyc_verifications
    where status <> 'pending' and reviewed_at is not null
    order by reviewed_at, id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_decisions').ifExists().execute();
}
