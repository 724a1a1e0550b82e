import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The KYC list's search and ID-type filter:
 * - a trigram index on the verification's full name, as migration 0002 builds them (pg_trgm GIN
 *   on PostgreSQL, an FTS5 trigram table kept in sync by triggers on SQLite);
 * - (id_type, submitted_at, id), so a page of one ID type is read newest first from the index.
 * Frozen: the column here must match lib/search.ts's SEARCH_INDEXES.kyc_verifications.
 */
const TABLE = 'kyc_verifications';
const FTS = `${TABLE}_search`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('kyc_id_type_submitted_idx')
    .on(TABLE)
    .columns(['id_type', 'submitted_at', 'id'])
    .execute();
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql
      .raw(
        `create index ${TABLE}_search_trgm on ${TABLE} using gin ((coalesce(full_name, '')) gin_trgm_ops)`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create virtual table ${FTS} using fts5(full_name, content='${TABLE}', content_rowid='id', tokenize='trigram')`,
    )
    .execute(db);
  await sql.raw(`insert into ${FTS}(${FTS}) values ('rebuild')`).execute(db);
  await sql
    .raw(
      `create trigger ${FTS}_ai after insert on ${TABLE} begin
         insert into ${FTS}(rowid, full_name) values (new.id, new.full_name);
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${FTS}_ad after delete on ${TABLE} begin
         insert into ${FTS}(${FTS}, rowid, full_name) values ('delete', old.id, old.full_name);
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${FTS}_au after update of full_name on ${TABLE} begin
         insert into ${FTS}(${FTS}, rowid, full_name) values ('delete', old.id, old.full_name);
         insert into ${FTS}(rowid, full_name) values (new.id, new.full_name);
       end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`drop index if exists ${TABLE}_search_trgm`).execute(db);
  } else {
    for (const suffix of ['ai', 'ad', 'au']) {
      await sql.raw(`drop trigger if exists ${FTS}_${suffix}`).execute(db);
    }
    await sql.raw(`drop table if exists ${FTS}`).execute(db);
  }
  await db.schema.dropIndex('kyc_id_type_submitted_idx').ifExists().execute();
}
