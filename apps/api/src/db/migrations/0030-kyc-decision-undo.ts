import { sql, type Kysely } from 'kysely';
import { isPostgres, tableWithId } from './helpers.js';

const STATUSES = ['pending', 'approved', 'rejected'];
const REASONS = [
  'blurry_document',
  'expired_document',
  'selfie_mismatch',
  'information_mismatch',
  'other',
];

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

const COLUMNS = sql.raw(
  'id, verification_id, admin_id, from_status, to_status, reason, reason_text, comment, decided_at',
);

/**
 * A decision undone from the audit log sets the verification back to the status it had, most
 * often pending; its row of the decision history goes to that status, so `to_status` may now be
 * pending too. PostgreSQL replaces the check; SQLite cannot alter one, so the table is rebuilt
 * with its rows and index.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table kyc_decisions drop constraint if exists kyc_decisions_to_status_check`.execute(
      db,
    );
    await sql`alter table kyc_decisions add constraint kyc_decisions_to_status_check check (${oneOf('to_status', STATUSES)})`.execute(
      db,
    );
    return;
  }
  await tableWithId(db, 'kyc_decisions_next')
    .addColumn('verification_id', 'integer', (c) =>
      c.notNull().references('kyc_verifications.id').onDelete('cascade'),
    )
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('from_status', 'text', (c) => c.notNull().check(oneOf('from_status', STATUSES)))
    .addColumn('to_status', 'text', (c) => c.notNull().check(oneOf('to_status', STATUSES)))
    .addColumn('reason', 'text', (c) => c.check(oneOf('reason', REASONS)))
    .addColumn('reason_text', 'text')
    .addColumn('comment', 'text')
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into kyc_decisions_next (${COLUMNS}) select ${COLUMNS} from kyc_decisions`.execute(
    db,
  );
  await db.schema.dropTable('kyc_decisions').execute();
  await sql`alter table kyc_decisions_next rename to kyc_decisions`.execute(db);
  await db.schema
    .createIndex('kyc_decisions_verification_idx')
    .on('kyc_decisions')
    .columns(['verification_id', 'id'])
    .execute();
}

/**
 * Undone decisions' rows go (the narrower check cannot hold them); SQLite keeps the wider check
 * rather than rebuild the table again.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from kyc_decisions where to_status = 'pending'`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table kyc_decisions drop constraint if exists kyc_decisions_to_status_check`.execute(
      db,
    );
    await sql`alter table kyc_decisions add constraint kyc_decisions_to_status_check check (to_status in ('approved', 'rejected'))`.execute(
      db,
    );
  }
}
