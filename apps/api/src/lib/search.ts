import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db, DialectName } from '../db/database.js';
import type { Database } from '../db/schema.js';
import {
  allOf,
  clearlyCommon,
  estimatesBySample,
  EXACT_COUNT_LIMIT,
  PROBE_LIMIT,
  type Estimate,
} from './paging.js';

/**
 * Tables with a trigram search index (migrations 0002 and 0015) and the columns it covers. On
 * PostgreSQL the index reads `search_text`, those columns joined and lower-cased in a generated
 * column (migration 0021) that the schema types leave out: nothing reads or writes it but search.
 */
export const SEARCH_INDEXES = {
  users: ['first_name', 'last_name', 'email'],
  jobs: ['title'],
  partners: ['company_name'],
  kyc_verifications: ['full_name'],
} as const;

type SearchableTable = keyof typeof SEARCH_INDEXES;

/** Trigram indexes need three characters; shorter terms fall back to a plain LIKE. */
const MIN_INDEXED_LENGTH = 3;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An FTS5 phrase: the term as one string, quotes doubled. */
const phraseOf = (term: string) => `"${term.replace(/"/g, '""')}"`;

const isIndexable = (term: string) => [...term].length >= MIN_INDEXED_LENGTH;

/** Whether a trigram index can narrow the term's matches: a word of it has three characters. */
const hasIndexableWord = (term: string) => term.split(/\s+/).some(isIndexable);

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

/** The table's searchable columns joined by spaces, as PostgreSQL's `search_text` joins them. */
const joinedColumns = (table: SearchableTable) =>
  SEARCH_INDEXES[table].map((c) => `coalesce(${table}.${c}, '')`).join(` || ' ' || `);

/**
 * A PostgreSQL LIKE pattern for `term`, lower-cased by the database as the stored `search_text`
 * (migration 0021) is, so both sides fold case alike.
 */
const lowerPattern = (term: string) => sql`lower(${`%${escapeLike(term)}%`})`;

/**
 * PostgreSQL: the stored `search_text` of the row named `alias` (a table or its alias) contains
 * the term. The trigram index answers it when the term has a word of three characters.
 */
const storedTextContains = (alias: string, term: string) =>
  sql<SqlBool>`${sql.ref(`${alias}.search_text`)} like ${lowerPattern(term)} escape '\\'`;

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
    if (!hasIndexableWord(term)) return storedTextContains(table, term);
    // The matches first, from the GIN index, gathered once into an array whose ids are then read
    // by primary key. As `id in (subquery)` the planner either merges the subquery and walks the
    // list's order (slow when the matches sort last) or, fenced, hash-joins it against a scan of
    // the whole table.
    return sql<SqlBool>`${sql.ref(`${table}.id`)} = any(array(select search_match.id from ${sql.table(table)} as search_match where ${storedTextContains('search_match', term)}))`;
  }
  const fts = ftsQueryOf(term);
  if (!fts) return containsTerm(dialect, table, term);
  const fromIndex = sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.raw(`${table}_search`)} where ${sql.raw(`${table}_search`)} match ${fts.query})`;
  return fts.exact
    ? fromIndex
    : sql<SqlBool>`(${fromIndex} and ${containsTerm(dialect, table, term)})`;
}

/**
 * `query` (rows of `table`) narrowed to those containing `term`, for reading every match to sort
 * them all. On PostgreSQL the condition is the stored text itself, which the planner answers with
 * one bitmap scan of the trigram index (with the row's other columns at hand, where
 * `matchesSearch` reads each match again by id), and the query is fenced in a subquery
 * (`OFFSET 0`) so that the planner cannot choose to walk the list's order instead: this is asked
 * when such a walk has come up short. On SQLite, `matchesSearch`.
 */
export function everyMatch<TB extends SearchableTable, O>(
  db: Db,
  dialect: DialectName,
  table: TB,
  query: SelectQueryBuilder<Database, TB, O>,
  term: string,
): SelectQueryBuilder<Database, TB, O> {
  if (dialect !== 'postgres') return query.where(matchesSearch(dialect, table, term));
  const fenced = query.where(storedTextContains(table, term)).offset(0).as(table);
  // The subquery keeps the table's name and the query's columns, so the page's order and
  // columns read from it as from the table.
  return db.selectFrom(fenced).selectAll() as unknown as SelectQueryBuilder<Database, TB, O>;
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
  if (dialect === 'postgres') {
    // Lower-cased as the stored `search_text` is, from the columns, so it reads any row source
    // that has them (a walk selects only the columns its order needs).
    return sql<SqlBool>`lower(${sql.raw(joinedColumns(table))}) like ${lowerPattern(term)} escape '\\'`;
  }
  return sql<SqlBool>`${sql.raw(joinedColumns(table))} like ${`%${escapeLike(term)}%`} escape '\\'`;
}

/**
 * A WHERE condition for a small table without a trigram index (a blog's posts, the site's pages):
 * `term` appears in one of `columns` (`table.column`), any case, each row read. Both databases
 * lower-case both sides, so they agree on ASCII text.
 */
export function anyColumnContains(columns: readonly string[], term: string): Expression<SqlBool> {
  const pattern = lowerPattern(term);
  const tests = columns.map(
    (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
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
  if (dialect === 'postgres') {
    const query = sql<{
      id: number;
    }>`select id from ${sql.table(table)} where ${storedTextContains(table, term)} limit ${limit + 1}`;
    return (await query.execute(db)).rows.map((row) => Number(row.id));
  }
  const fts = ftsQueryOf(term);
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

/**
 * Whether `termMatchIds` reads every match of the term from the index before its LIMIT stops
 * it: on SQLite, a term of several words asks FTS5 for each word and SQLite gathers all the rows
 * it answers before checking any of them, so a second, longer gathering would read them all
 * again. (A one-word term streams from FTS5 and stops at the LIMIT.)
 */
const readsEveryMatchFirst = (dialect: DialectName, term: string): boolean =>
  dialect === 'sqlite' && ftsQueryOf(term)?.exact === false;

/** A term's matches: the id of every row containing it when few, else an estimate. */
type TermMatches = { ids: number[] } | { estimate: Estimate };

/**
 * The rows of `table` that contain `term`: the ids of every one (whatever `conditions` say; the
 * list applies them) when there are at most EXACT_COUNT_LIMIT, otherwise an estimate of those
 * that also meet `conditions`, in the steps of `filteredTotal`: up to PROBE_LIMIT + 1 matches
 * first, which settles a rare term; then a sample of the table, and when it shows the term
 * clearly common (alone: the gathering ignores the conditions) no more matches are gathered (for
 * a common term that was the longest step);
 * otherwise up to EXACT_COUNT_LIMIT + 1. On a table of at most the sample's size the sample is
 * the whole table. A term of several words on SQLite is gathered up to EXACT_COUNT_LIMIT + 1 at
 * once (see `readsEveryMatchFirst`).
 */
export async function termMatches(
  db: Db,
  dialect: DialectName,
  table: SearchableTable,
  term: string,
  conditions: Expression<SqlBool>[],
): Promise<TermMatches> {
  const probeLimit = readsEveryMatchFirst(dialect, term) ? EXACT_COUNT_LIMIT : PROBE_LIMIT;
  const probe = await termMatchIds(db, dialect, table, term, probeLimit);
  if (probe.length <= probeLimit) return { ids: probe };
  const inSample =
    dialect === 'postgres' ? storedTextContains(table, term) : containsTerm(dialect, table, term);
  // The term alone and with the list's conditions: the gathering below collects the term's
  // matches whatever the conditions, so when the term alone is clearly common it could only
  // pass EXACT_COUNT_LIMIT (a job title word in many expired jobs, searched on the public list).
  const [ofTerm, estimate] = (await estimatesBySample(db, table, [
    inSample,
    allOf([inSample, ...conditions]),
  ])) as [Estimate, Estimate];
  if (probeLimit === EXACT_COUNT_LIMIT || clearlyCommon(ofTerm)) return { estimate };
  const ids = await termMatchIds(db, dialect, table, term, EXACT_COUNT_LIMIT);
  return ids.length <= EXACT_COUNT_LIMIT ? { ids } : { estimate };
}
