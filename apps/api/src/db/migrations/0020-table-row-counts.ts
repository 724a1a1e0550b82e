import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The number of rows of each large list's table, kept by the database itself, so a list without
 * filters knows its exact total from one row however large the table (instead of sampling it),
 * and can read a page past the middle from the far end. Triggers count whoever writes: this
 * server, another process, another service, a console.
 *
 * SQLite counts per row; PostgreSQL per statement from the transition tables (a bulk insert or a
 * cascade costs one update), and sets 0 on TRUNCATE. The audit log is left out on purpose: almost
 * every write transaction inserts into it, and one counter row would make them wait for each other.
 * Frozen: change with a new migration.
 */
export const COUNTED_TABLES = [
  'users',
  'jobs',
  'partners',
  'invoices',
  'blog_posts',
  'kyc_verifications',
] as const;

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema to create the table row counts in.');
  return schema;
}

const triggerNames = (table: string) =>
  ['ai', 'ad', 'at'].map((suffix) => `${table}_row_count_${suffix}`);

function postgresTriggers(schema: string, table: string): string[] {
  const counts = `"${schema}".table_row_counts`;
  const fn = `"${schema}".${table}_row_count_sync`;
  const [insert, remove, truncate] = triggerNames(table);
  return [
    `create function ${fn}() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then
         update ${counts} set row_count = row_count + (select count(*) from inserted)
           where name = '${table}';
       elsif tg_op = 'DELETE' then
         update ${counts} set row_count = row_count - (select count(*) from deleted)
           where name = '${table}';
       else
         update ${counts} set row_count = 0 where name = '${table}';
       end if;
       return null;
     end $$`,
    `create trigger ${insert} after insert on "${schema}".${table}
       referencing new table as inserted for each statement execute function ${fn}()`,
    `create trigger ${remove} after delete on "${schema}".${table}
       referencing old table as deleted for each statement execute function ${fn}()`,
    `create trigger ${truncate} after truncate on "${schema}".${table}
       for each statement execute function ${fn}()`,
  ];
}

function sqliteTriggers(table: string): string[] {
  const [insert, remove] = triggerNames(table);
  const add = (delta: string) =>
    `update table_row_counts set row_count = row_count ${delta} where name = '${table}';`;
  return [
    `create trigger ${insert} after insert on ${table} begin ${add('+ 1')} end`,
    `create trigger ${remove} after delete on ${table} begin ${add('- 1')} end`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `create table table_row_counts (
       name text primary key,
       row_count bigint not null
     )`,
    ...COUNTED_TABLES.map(
      (table) =>
        `insert into table_row_counts (name, row_count) select '${table}', count(*) from ${table}`,
    ),
  ]);
  if (isPostgres(db)) {
    const schema = await currentSchema(db);
    for (const table of COUNTED_TABLES) await run(db, postgresTriggers(schema, table));
  } else {
    for (const table of COUNTED_TABLES) await run(db, sqliteTriggers(table));
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const schema = postgres ? await currentSchema(db) : '';
  for (const table of COUNTED_TABLES) {
    for (const trigger of triggerNames(table)) {
      await run(db, [
        postgres
          ? `drop trigger if exists ${trigger} on "${schema}".${table}`
          : `drop trigger if exists ${trigger}`,
      ]);
    }
    if (postgres) await run(db, [`drop function if exists "${schema}".${table}_row_count_sync()`]);
  }
  await run(db, ['drop table if exists table_row_counts']);
}
