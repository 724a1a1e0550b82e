import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The whole partner picker list (`GET /api/partner/all`, every partner's id and name) is
 * serialised once per version of those names, so the version must change whenever one does,
 * whoever writes: `data_versions` holds one counter per kind of data, and triggers on partners
 * bump `partner_names` on every insert and delete and on every update that changes an id or a
 * name (other columns leave it). The counter is written in the writing transaction, so a reader
 * never sees the new version before the rows it stands for.
 * SQLite bumps it once per row; PostgreSQL once per statement for inserts, deletes and TRUNCATE,
 * and per changed row for updates, through one function with the tables named by schema so
 * writes under any search_path count.
 *
 * The list is read in name order: on SQLite the (lower(name), id) index of 0001 becomes a
 * covering one holding the name too, so the read never visits the table (PostgreSQL's 0010
 * index includes the name already).
 * Frozen: change with a new migration.
 */
const VERSION = 'partner_names';
const TRIGGERS = ['ai', 'ad', 'au', 'at'].map((suffix) => `partners_names_version_${suffix}`);

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema to create the partner names version in.');
  return schema;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `create table data_versions (
       name text primary key,
       version bigint not null
     )`,
    `insert into data_versions (name, version) values ('${VERSION}', 1)`,
  ]);
  if (isPostgres(db)) {
    const schema = await currentSchema(db);
    const fn = `"${schema}".partners_names_version_bump`;
    await run(db, [
      `create function ${fn}() returns trigger language plpgsql as $$
       begin
         update "${schema}".data_versions set version = version + 1 where name = '${VERSION}';
         return null;
       end $$`,
      `create trigger partners_names_version_ai after insert on "${schema}".partners
         for each statement execute function ${fn}()`,
      `create trigger partners_names_version_ad after delete on "${schema}".partners
         for each statement execute function ${fn}()`,
      `create trigger partners_names_version_au after update of id, company_name
         on "${schema}".partners for each row
         when (old.id is distinct from new.id or old.company_name is distinct from new.company_name)
         execute function ${fn}()`,
      `create trigger partners_names_version_at after truncate on "${schema}".partners
         for each statement execute function ${fn}()`,
    ]);
    return;
  }
  const bump = `update data_versions set version = version + 1 where name = '${VERSION}';`;
  await run(db, [
    `create trigger partners_names_version_ai after insert on partners begin ${bump} end`,
    `create trigger partners_names_version_ad after delete on partners begin ${bump} end`,
    `create trigger partners_names_version_au after update of id, company_name on partners
       when old.id is not new.id or old.company_name is not new.company_name
       begin ${bump} end`,
    `create index partners_company_name_cover_idx on partners (lower(company_name), id, company_name)`,
    `drop index partners_company_name_idx`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const schema = await currentSchema(db);
    for (const trigger of TRIGGERS) {
      await run(db, [`drop trigger if exists ${trigger} on "${schema}".partners`]);
    }
    await run(db, [`drop function if exists "${schema}".partners_names_version_bump()`]);
  } else {
    for (const trigger of TRIGGERS) await run(db, [`drop trigger if exists ${trigger}`]);
    await run(db, [
      `create index if not exists partners_company_name_idx on partners (lower(company_name), id)`,
      `drop index if exists partners_company_name_cover_idx`,
    ]);
  }
  await run(db, [`drop table if exists data_versions`]);
}
