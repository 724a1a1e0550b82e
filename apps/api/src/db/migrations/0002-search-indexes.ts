import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Substring search that stays fast on millions of rows: a trigram index per searchable table —
 * pg_trgm GIN on PostgreSQL, an FTS5 trigram table kept in sync by triggers on SQLite.
 * Frozen: the searchable tables and columns here must match lib/search.ts's SEARCH_INDEXES.
 */
const INDEXES = [
  { table: 'users', columns: ['first_name', 'last_name', 'email'] },
  { table: 'jobs', columns: ['title'] },
  { table: 'partners', columns: ['company_name'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    for (const { table, columns } of INDEXES) {
      const expression = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
      await sql
        .raw(
          `create index ${table}_search_trgm on ${table} using gin ((${expression}) gin_trgm_ops)`,
        )
        .execute(db);
    }
    return;
  }
  for (const { table, columns } of INDEXES) {
    const fts = `${table}_search`;
    const list = columns.join(', ');
    const values = (prefix: string) => columns.map((c) => `${prefix}.${c}`).join(', ');
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
      )
      .execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
    await sql
      .raw(
        `create trigger ${fts}_ai after insert on ${table} begin
           insert into ${fts}(rowid, ${list}) values (new.id, ${values('new')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_ad after delete on ${table} begin
           insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_au after update of ${list} on ${table} begin
           insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')});
           insert into ${fts}(rowid, ${list}) values (new.id, ${values('new')});
         end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of INDEXES) {
    if (isPostgres(db)) {
      await sql.raw(`drop index if exists ${table}_search_trgm`).execute(db);
    } else {
      for (const suffix of ['ai', 'ad', 'au']) {
        await sql.raw(`drop trigger if exists ${table}_search_${suffix}`).execute(db);
      }
      await sql.raw(`drop table if exists ${table}_search`).execute(db);
    }
  }
}
