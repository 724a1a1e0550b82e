import type { Kysely } from 'kysely';

/**
 * The lists of a record page, each read newest first from one index whose leading column is the
 * record's id: a user's applications, a job's applicants (both also holding `selected_at`, so
 * the record's application counts read the index alone), a partner's jobs and invoices, and a
 * user's KYC submissions. A page and its total never visit rows of other records.
 * Frozen: change with a new migration.
 */
const INDEXES = [
  {
    name: 'job_applications_user_applied_idx',
    table: 'job_applications',
    columns: ['user_id', 'applied_at', 'id', 'selected_at'],
  },
  {
    name: 'job_applications_job_applied_idx',
    table: 'job_applications',
    columns: ['job_id', 'applied_at', 'id', 'selected_at'],
  },
  { name: 'jobs_partner_created_idx', table: 'jobs', columns: ['partner_id', 'created_at', 'id'] },
  {
    name: 'invoices_partner_invoiced_idx',
    table: 'invoices',
    columns: ['partner_id', 'invoiced_at', 'id'],
  },
  {
    name: 'kyc_user_submitted_idx',
    table: 'kyc_verifications',
    columns: ['user_id', 'submitted_at', 'id'],
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of [...INDEXES].reverse()) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
