import { sql, type Kysely } from 'kysely';

/**
 * Names of categories, skills and job types are unique whatever their case, and every reference
 * list is ordered by lower(name): one expression index per table serves both.
 * Frozen: change with a new migration.
 */
const UNIQUE_NAMES = ['categories', 'skills', 'job_types'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of UNIQUE_NAMES) {
    await db.schema
      .createIndex(`${table}_lower_name_unique`)
      .unique()
      .on(table)
      .expression(sql`lower(name)`)
      .execute();
  }
  // Post duration names may repeat; the id breaks ties.
  await db.schema
    .createIndex('post_durations_lower_name_idx')
    .on('post_durations')
    .expression(sql.raw('lower(name), id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('post_durations_lower_name_idx').ifExists().execute();
  for (const table of UNIQUE_NAMES) {
    await db.schema.dropIndex(`${table}_lower_name_unique`).ifExists().execute();
  }
}
