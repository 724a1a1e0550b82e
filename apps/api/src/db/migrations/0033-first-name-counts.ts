import type { Kysely } from 'kysely';
import { currentSchema, isPostgres, runStatements as run } from './helpers.js';

/**
 * How many users have each first name (lower-cased, as the users list orders by it), kept by the
 * database itself: a deep page of the list in name order jumps to the name its first row has
 * instead of walking every index entry before it (lib/lists/list-reads.ts, `pageByKeyCounts`).
 * Triggers count whoever writes, as the table row counts of migration 0020 do. A name no user
 * has any more loses its row.
 *
 * SQLite counts per row; PostgreSQL per statement from the transition tables, and empties the
 * table on TRUNCATE. Users with one first name wait for each other's commit to count it, as every
 * insert already waits for the users' row count.
 * Frozen: change with a new migration.
 */
const POSTGRES_TRIGGERS = ['ai', 'ad', 'au', 'at'].map((s) => `users_first_name_count_${s}`);
const SQLITE_TRIGGERS = ['ai', 'ad', 'au'].map((s) => `users_first_name_count_${s}`);

function postgresTriggers(schema: string): string[] {
  const counts = `"${schema}".user_first_name_counts`;
  const fn = `"${schema}".users_first_name_count_sync`;
  const [insert, remove, update, truncate] = POSTGRES_TRIGGERS;
  // One function for every operation: the rows each name gained minus those it lost.
  const change = (gained: string, lost: string) => `
    insert into ${counts} as c (name_key, users)
      select name_key, sum(delta) from (
        select lower(first_name) as name_key, 1 as delta from ${gained}
        union all
        select lower(first_name), -1 from ${lost}
      ) as changed
      group by name_key having sum(delta) <> 0
      on conflict (name_key) do update set users = c.users + excluded.users;
    delete from ${counts} where users <= 0;`;
  return [
    `create function ${fn}() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then
         ${change('inserted', '(select null::text as first_name where false) as nothing')}
       elsif tg_op = 'DELETE' then
         ${change('(select null::text as first_name where false) as nothing', 'deleted')}
       elsif tg_op = 'UPDATE' then
         ${change('inserted', 'deleted')}
       else
         delete from ${counts};
       end if;
       return null;
     end $$`,
    `create trigger ${insert} after insert on "${schema}".users
       referencing new table as inserted for each statement execute function ${fn}()`,
    `create trigger ${remove} after delete on "${schema}".users
       referencing old table as deleted for each statement execute function ${fn}()`,
    // PostgreSQL allows no column list with transition tables: every update statement runs it,
    // and names that did not change cancel out before anything is written.
    `create trigger ${update} after update on "${schema}".users
       referencing old table as deleted new table as inserted
       for each statement execute function ${fn}()`,
    `create trigger ${truncate} after truncate on "${schema}".users
       for each statement execute function ${fn}()`,
  ];
}

function sqliteTriggers(): string[] {
  const [insert, remove, update] = SQLITE_TRIGGERS;
  const add = (row: 'new') =>
    `insert into user_first_name_counts (name_key, users) values (lower(${row}.first_name), 1)
       on conflict (name_key) do update set users = users + 1;`;
  const take = (row: 'old') =>
    `update user_first_name_counts set users = users - 1 where name_key = lower(${row}.first_name);
     delete from user_first_name_counts where name_key = lower(${row}.first_name) and users <= 0;`;
  return [
    `create trigger ${insert} after insert on users begin ${add('new')} end`,
    `create trigger ${remove} after delete on users begin ${take('old')} end`,
    `create trigger ${update} after update of first_name on users
       when lower(old.first_name) is not lower(new.first_name)
       begin ${take('old')} ${add('new')} end`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `create table user_first_name_counts (
       name_key text primary key,
       users bigint not null
     )`,
    `insert into user_first_name_counts (name_key, users)
       select lower(first_name), count(*) from users group by lower(first_name)`,
  ]);
  if (isPostgres(db)) await run(db, postgresTriggers(await currentSchema(db)));
  else await run(db, sqliteTriggers());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const schema = await currentSchema(db);
    for (const trigger of POSTGRES_TRIGGERS) {
      await run(db, [`drop trigger if exists ${trigger} on "${schema}".users`]);
    }
    await run(db, [`drop function if exists "${schema}".users_first_name_count_sync()`]);
  } else {
    for (const trigger of SQLITE_TRIGGERS) await run(db, [`drop trigger if exists ${trigger}`]);
  }
  await run(db, ['drop table if exists user_first_name_counts']);
}
