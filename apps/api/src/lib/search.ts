import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db, DialectName } from '../db/database.js';

/** Tables with a trigram search index (migrations 0002 and 0015) and the columns it covers. */
export const SEARCH_INDEXES = {
  users: ['first_name', 'last_name', 'email'],
  jobs: ['title'],
  partners: ['company_name'],
  kyc_verifications: ['full_name'],
} as const;

export type SearchableTable = keyof typeof SEARCH_INDEXES;

/** Trigram indexes need three characters; shorter terms fall back to a plain LIKE. */
const MIN_INDEXED_LENGTH = 3;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An FTS5 phrase: the term as one string, quotes doubled. */
const phraseOf = (term: string) => `"${term.replace(/"/g, '""')}"`;

const isIndexable = (term: string) => [...term].length >= MIN_INDEXED_LENGTH;

/** The same expression as the PostgreSQL GIN index, so the planner can use it. */
const postgresExpression = (table: SearchableTable) =>
  SEARCH_INDEXES[table].map((c) => `coalesce(${table}.${c}, '')`).join(` || ' ' || `);

/**
 * A WHERE condition: `term` appears anywhere (case-insensitively) in the table's searchable
 * columns, answered from the trigram index. Its cost grows with the number of matches: use it
 * when they are few (see `countTermMatches`).
 */
export function matchesSearch(
  dialect: DialectName,
  table: SearchableTable,
  term: string,
): Expression<SqlBool> {
  if (dialect === 'postgres') {
    // The matches first, from the GIN index (OFFSET 0 keeps the planner from merging the
    // subquery and walking the list's order instead, which is slow when the matches sort last).
    const pattern = `%${escapeLike(term)}%`;
    const expression = postgresExpression(table).replaceAll(`${table}.`, 'search_match.');
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select search_match.id from ${sql.table(table)} as search_match where ${sql.raw(expression)} ilike ${pattern} escape '\\' offset 0)`;
  }
  if (!isIndexable(term)) return containsTerm(dialect, table, term);
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.raw(`${table}_search`)} where ${sql.raw(`${table}_search`)} match ${phraseOf(term)})`;
}

/**
 * The same test made on each row read (no index): for walking a list in its order and keeping
 * the matches, or for checking a sample of rows. On SQLite it is a LIKE, which folds ASCII case
 * only; `walkableTerm` says when it agrees with the trigram index.
 */
export function containsTerm(
  dialect: DialectName,
  table: SearchableTable,
  term: string,
): Expression<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  if (dialect === 'postgres') {
    return sql<SqlBool>`${sql.raw(postgresExpression(table))} ilike ${pattern} escape '\\'`;
  }
  const likes = SEARCH_INDEXES[table].map(
    (c) => sql`${sql.ref(`${table}.${c}`)} like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
}

/**
 * Whether `containsTerm` finds exactly what `matchesSearch` finds: always on PostgreSQL (one
 * expression); on SQLite for ASCII terms (LIKE folds ASCII case only, the trigram index all).
 */
export const walkableTerm = (dialect: DialectName, term: string): boolean =>
  // eslint-disable-next-line no-control-regex
  dialect === 'postgres' || /^[\x00-\x7f]*$/.test(term);

/**
 * Ids of rows containing `term`, no more than `limit` + 1 of them (so "more than `limit`" is
 * known without finding them all): SQLite's FTS5 reads its matches lazily in rowid order and
 * stops; PostgreSQL's planner stops a scan at the LIMIT for a common term and reads the few
 * matches of a rare one from the GIN index. Fewer than `limit` + 1 ids are all the matches.
 */
export async function termMatchIds(
  db: Db,
  dialect: DialectName,
  table: SearchableTable,
  term: string,
  limit: number,
): Promise<number[]> {
  const query =
    dialect === 'sqlite' && isIndexable(term)
      ? sql<{
          id: number;
        }>`select rowid as id from ${sql.raw(`${table}_search`)} where ${sql.raw(`${table}_search`)} match ${phraseOf(term)} limit ${limit + 1}`
      : sql<{
          id: number;
        }>`select id from ${sql.table(table)} where ${containsTerm(dialect, table, term)} limit ${limit + 1}`;
  return (await query.execute(db)).rows.map((row) => Number(row.id));
}
