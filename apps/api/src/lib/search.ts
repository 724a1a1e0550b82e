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

/**
 * The FTS5 query for a term on SQLite, or null when the trigram index cannot answer it. The
 * index holds each column apart, so a term of several words ("Zara Smith", which PostgreSQL finds
 * in the columns joined by spaces) asks for each indexable word; the rows found are then checked
 * with `containsTerm`, which reads the columns joined as PostgreSQL does.
 */
function ftsQueryOf(term: string): { query: string; exact: boolean } | null {
  const words = term.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return isIndexable(term) ? { query: phraseOf(term), exact: true } : null;
  const indexable = words.filter(isIndexable);
  if (indexable.length === 0) return null;
  return { query: indexable.map(phraseOf).join(' AND '), exact: false };
}

/** The table's searchable columns joined by spaces, as the PostgreSQL index reads them. */
const joinedColumns = (table: SearchableTable) =>
  SEARCH_INDEXES[table].map((c) => `coalesce(${table}.${c}, '')`).join(` || ' ' || `);

/** The same expression as the PostgreSQL GIN index, so the planner can use it. */
const postgresExpression = joinedColumns;

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
    // The matches first, from the GIN index, gathered once into an array whose ids are then read
    // by primary key. As `id in (subquery)` the planner either merges the subquery and walks the
    // list's order (slow when the matches sort last) or, fenced, hash-joins it against a scan of
    // the whole table.
    const pattern = `%${escapeLike(term)}%`;
    const expression = postgresExpression(table).replaceAll(`${table}.`, 'search_match.');
    return sql<SqlBool>`${sql.ref(`${table}.id`)} = any(array(select search_match.id from ${sql.table(table)} as search_match where ${sql.raw(expression)} ilike ${pattern} escape '\\'))`;
  }
  const fts = ftsQueryOf(term);
  if (!fts) return containsTerm(dialect, table, term);
  const fromIndex = sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.raw(`${table}_search`)} where ${sql.raw(`${table}_search`)} match ${fts.query})`;
  return fts.exact
    ? fromIndex
    : sql<SqlBool>`(${fromIndex} and ${containsTerm(dialect, table, term)})`;
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
  const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  return sql<SqlBool>`${sql.raw(joinedColumns(table))} ${operator} ${pattern} escape '\\'`;
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
  const fts = dialect === 'sqlite' ? ftsQueryOf(term) : null;
  const query = fts
    ? fts.exact
      ? sql<{
          id: number;
        }>`select rowid as id from ${sql.raw(`${table}_search`)} where ${sql.raw(`${table}_search`)} match ${fts.query} limit ${limit + 1}`
      : sql<{
          id: number;
        }>`select id from ${sql.table(table)} where ${matchesSearch(dialect, table, term)} limit ${limit + 1}`
    : sql<{
        id: number;
      }>`select id from ${sql.table(table)} where ${containsTerm(dialect, table, term)} limit ${limit + 1}`;
  return (await query.execute(db)).rows.map((row) => Number(row.id));
}
