import { sql, type Kysely } from 'kysely';
import { tableWithId } from './helpers.js';

const ROLES = ['owner', 'admin', 'kyc_reviewer', 'content_editor', 'support'];
const STATUSES = ['invited', 'active', 'deactivated'];
const TWO_FACTOR_ROLES = ['owner', 'admin', 'kyc_reviewer'];

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A team of admins: each has a role and a status (invited until they set a password, active,
 * or deactivated), the time of their last sign-in, and an optional second factor (a TOTP secret,
 * the time it was confirmed, the last time step used so a code is never accepted twice).
 * - admin_invitations: one-time set-password links (hashed, expiring, single-use);
 * - admin_recovery_codes: single-use codes that stand in for the second factor (hashed);
 * - sign_in_challenges: the step between a correct password and the second factor;
 * - two_factor_policy: which roles must sign in with a second factor;
 * - sessions and access tokens remember the address and browser that started them.
 * Existing admins become owners. Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner').check(oneOf('role', ROLES)))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(oneOf('status', STATUSES)),
    )
    .execute();
  for (const column of ['last_sign_in_at', 'totp_secret', 'totp_enabled_at']) {
    await db.schema.alterTable('admins').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'bigint').execute();

  for (const table of ['sessions', 'access_tokens']) {
    await db.schema.alterTable(table).addColumn('ip', 'text').execute();
    await db.schema.alterTable(table).addColumn('user_agent', 'text').execute();
  }

  await tableWithId(db, 'admin_invitations')
    .addColumn('admin_id', 'integer', (c) =>
      c.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_invitations_admin_idx')
    .on('admin_invitations')
    .column('admin_id')
    .execute();

  await tableWithId(db, 'admin_recovery_codes')
    .addColumn('admin_id', 'integer', (c) =>
      c.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_recovery_codes_admin_idx')
    .on('admin_recovery_codes')
    .column('admin_id')
    .execute();

  await tableWithId(db, 'sign_in_challenges')
    .addColumn('admin_id', 'integer', (c) =>
      c.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('two_factor_policy')
    .addColumn('role', 'text', (c) => c.primaryKey().check(oneOf('role', ROLES)))
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  for (const role of ROLES) {
    await sql`insert into two_factor_policy (role, required, updated_at)
      values (${role}, ${TWO_FACTOR_ROLES.includes(role) ? 1 : 0}, ${now})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'two_factor_policy',
    'sign_in_challenges',
    'admin_recovery_codes',
    'admin_invitations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of ['sessions', 'access_tokens']) {
    await db.schema.alterTable(table).dropColumn('user_agent').execute();
    await db.schema.alterTable(table).dropColumn('ip').execute();
  }
  for (const column of [
    'totp_last_step',
    'totp_enabled_at',
    'totp_secret',
    'last_sign_in_at',
    'status',
    'role',
  ]) {
    await db.schema.alterTable('admins').dropColumn(column).execute();
  }
}
