import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The other orders of a record page's lists (the newest-first ones are 0014's): each from one
 * index led by the record's id and ended by the id, read forwards or backwards, so a page of a
 * record with a million rows never sorts them. A user's applications and a job's applicants by
 * selection date; a partner's jobs by title (A–Z, case aside; the title itself last so
 * PostgreSQL reads the index alone), status and expiration; its subscriptions by start; its
 * invoices by number, amount and paid state (then issue date).
 * The subscriptions' end order is served by 0001's (partner_id, ends_at): SQLite's indexes end
 * with the row's id already, PostgreSQL gets the id here.
 * Frozen: change with a new migration.
 */
const INDEXES = [
  {
    name: 'job_applications_user_selected_idx',
    table: 'job_applications',
    columns: 'user_id, selected_at, id',
  },
  {
    name: 'job_applications_job_selected_idx',
    table: 'job_applications',
    columns: 'job_id, selected_at, id',
  },
  { name: 'jobs_partner_title_idx', table: 'jobs', columns: 'partner_id, lower(title), id, title' },
  { name: 'jobs_partner_status_idx', table: 'jobs', columns: 'partner_id, status, id' },
  {
    name: 'jobs_partner_expiration_idx',
    table: 'jobs',
    columns: 'partner_id, expiration_date, id',
  },
  {
    name: 'partner_subscriptions_partner_starts_idx',
    table: 'partner_subscriptions',
    columns: 'partner_id, starts_at, id',
  },
  { name: 'invoices_partner_number_idx', table: 'invoices', columns: 'partner_id, number, id' },
  {
    name: 'invoices_partner_amount_idx',
    table: 'invoices',
    columns: 'partner_id, amount_cents, id',
  },
  {
    name: 'invoices_partner_paid_idx',
    table: 'invoices',
    columns: 'partner_id, is_paid, invoiced_at, id',
  },
] as const;

const POSTGRES_ONLY = {
  name: 'partner_subscriptions_partner_ends_idx',
  table: 'partner_subscriptions',
  columns: 'partner_id, ends_at, id',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const indexes = isPostgres(db) ? [...INDEXES, POSTGRES_ONLY] : INDEXES;
  for (const { name, table, columns } of indexes) {
    await db.schema.createIndex(name).on(table).expression(sql.raw(columns)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of [POSTGRES_ONLY, ...INDEXES].reverse()) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
