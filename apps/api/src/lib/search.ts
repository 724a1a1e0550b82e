import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from '../db/database.js';

/** Tables with a trigram search index (migration 0002) and the columns it covers. */
export const SEARCH_INDEXES = {
  users: ['first_name', 'last_name', 'email'],
  jobs: ['title'],
  partners: ['company_name'],
} as const;

export type SearchableTable = keyof typeof SEARCH_INDEXES;

/** Trigram indexes need three characters; shorter terms fall back to a plain LIKE. */
const MIN_INDEXED_LENGTH = 3;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A WHERE condition: `term` appears anywhere (case-insensitively) in the table's searchable
 * columns, answered from the trigram index.
 */
export function matchesSearch(
  dialect: DialectName,
  table: SearchableTable,
  term: string,
): Expression<SqlBool> {
  const columns = SEARCH_INDEXES[table];
  const pattern = `%${escapeLike(term)}%`;
  if (dialect === 'postgres') {
    // The same expression as the GIN index, so the planner can use it.
    const expression = columns.map((c) => `coalesce(${table}.${c}, '')`).join(` || ' ' || `);
    return sql<SqlBool>`${sql.raw(expression)} ilike ${pattern} escape '\\'`;
  }
  if ([...term].length < MIN_INDEXED_LENGTH) {
    const likes = columns.map((c) => sql`${sql.ref(`${table}.${c}`)} like ${pattern} escape '\\'`);
    return sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
  }
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.raw(`${table}_search`)} where ${sql.raw(`${table}_search`)} match ${phrase})`;
}
