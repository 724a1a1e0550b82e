import type { Kysely } from 'kysely';

/**
 * Top performers rank partners by their published jobs: counting them from this covering index
 * (published jobs, grouped by partner) avoids reading the jobs themselves.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('jobs_published_partner_idx')
    .on('jobs')
    .columns(['is_published', 'partner_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_published_partner_idx').ifExists().execute();
}
