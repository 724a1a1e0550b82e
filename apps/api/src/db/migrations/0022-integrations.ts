import { sql, type Kysely } from 'kysely';
import { tableWithId } from './helpers.js';

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The back office's way to the rest of the platform (docs/integrations.md):
 * - webhook_endpoints: receivers of signed events, with their secret (the previous one signs
 *   beside it for a day after a rotation) and whether they are paused;
 * - webhook_events: each event once, with the exact payload sent (the outbox: written in the
 *   transaction of the change that caused it);
 * - webhook_deliveries: one per event and endpoint, with its retry state; a delivery is claimed
 *   by one process at a time (`locked_until`);
 * - webhook_delivery_attempts: each try, with the receiver's status and a short excerpt;
 * - website_builds: calls of the website's build hook; changes close together share one pending
 *   build (the unique `coalesce_key`, set only while it waits);
 * - api_keys: the platform's services' keys, stored as SHA-256 hashes;
 * - kyc_verifications: which rejected check a submission resubmits, and the key it came with
 *   (plain ids: checks are never deleted and keys only revoked).
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'webhook_endpoints')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(oneOf('status', ['active', 'paused'])),
    )
    .addColumn('paused_reason', 'text')
    .addColumn('paused_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await tableWithId(db, 'webhook_events')
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await tableWithId(db, 'webhook_deliveries')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('webhook_events.id').onDelete('cascade'),
    )
    .addColumn('endpoint_id', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['pending', 'succeeded', 'failed'])),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_event_idx')
    .on('webhook_deliveries')
    .column('event_id')
    .execute();

  await tableWithId(db, 'webhook_delivery_attempts')
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_excerpt', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_delivery_attempts_delivery_idx')
    .on('webhook_delivery_attempts')
    .columns(['delivery_id', 'id'])
    .execute();

  await tableWithId(db, 'website_builds')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(oneOf('status', ['pending', 'succeeded', 'failed', 'superseded', 'skipped'])),
    )
    .addColumn('coalesce_key', 'text', (c) => c.unique())
    .addColumn('triggers', 'text', (c) => c.notNull())
    .addColumn('trigger_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('response_status', 'integer')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('website_builds_due_idx')
    .on('website_builds')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await tableWithId(db, 'api_keys')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('last_used_ip', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('kyc_verifications').addColumn('resubmission_of', 'integer').execute();
  await db.schema.alterTable('kyc_verifications').addColumn('api_key_id', 'integer').execute();

  await sql`update settings set value = null
    where config_name = 'website_webhook_url'
      and value = 'https://www.example.com/webhooks/job-board'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['api_key_id', 'resubmission_of']) {
    await db.schema.alterTable('kyc_verifications').dropColumn(column).execute();
  }
  for (const table of [
    'api_keys',
    'website_builds',
    'webhook_delivery_attempts',
    'webhook_deliveries',
    'webhook_events',
    'webhook_endpoints',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
