import { sql, type Kysely } from 'kysely';
import { tableWithId } from './helpers.js';

/**
 * Passkeys (WebAuthn) as a second factor and as a sign-in of their own:
 * - admin_passkeys: each registered credential with its public key (COSE, base64url), signature
 *   counter and transports; an admin's count is kept on admins.passkey_count, so the check every
 *   request makes ("has this admin the second factor the role requires?") reads only the admin;
 * - webauthn_challenges: the random challenge of each registration or sign-in ceremony, used
 *   once and within minutes; for the step after a password it names the admin and that login's
 *   challenge;
 * - two_factor_policy.passkey_required: the role's second factor must be a passkey.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'admin_passkeys')
    .addColumn('admin_id', 'integer', (c) =>
      c.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('synced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_passkeys_admin_id_idx')
    .on('admin_passkeys')
    .column('admin_id')
    .execute();

  await tableWithId(db, 'webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'sign-in')`))
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('cascade'))
    .addColumn('sign_in_challenge_id', 'integer', (c) =>
      c.references('sign_in_challenges.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_at_idx')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .alterTable('admins')
    .addColumn('passkey_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('two_factor_policy')
    .addColumn('passkey_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('two_factor_policy').dropColumn('passkey_required').execute();
  await db.schema.alterTable('admins').dropColumn('passkey_count').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('admin_passkeys').execute();
}
