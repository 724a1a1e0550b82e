import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

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

/** Runs raw statements one after another (a trigger's body holds semicolons of its own). */
export async function runStatements(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** PostgreSQL: the schema the migration runs in, to name its triggers' functions and tables. */
export async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The migration found no current schema.');
  return schema;
}
