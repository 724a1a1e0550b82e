import { sql, type RawBuilder } from 'kysely';

/** Case-insensitive A–Z order for a name column, matching its lower(column) index. */
export const byName = (column: string): RawBuilder<string> =>
  sql<string>`lower(${sql.ref(column)})`;
