import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A table with an auto-increment integer `id` primary key, in either dialect. */
export function tableWithId(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  return isPostgres(db)
    ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** created_at / updated_at as ISO-8601 UTC text. */
export function withTimestamps<T extends string>(
  table: CreateTableBuilder<string, T>,
): CreateTableBuilder<string, T> {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}
