import type { Kysely } from 'kysely';
import { currentSchema, isPostgres, runStatements as run } from './helpers.js';

/**
 * The version of which jobs the public may see (published, active, not yet expired): a row of
 * `data_versions` (migration 0019) that triggers on jobs bump on every insert and delete and on
 * every update that changes a job's id, publication, status or expiry, whoever writes (other
 * columns leave it). The public job list keeps the estimate of its total per version and minute
 * instead of sampling the table on every request (lib/lists/list-reads.ts, `KeptEstimate`).
 * The counter is written in the writing transaction, so a reader never sees the new version
 * before the rows it stands for.
 * SQLite bumps it once per row; PostgreSQL once per statement for inserts, deletes and TRUNCATE,
 * and per changed row for updates, as 0019 does for the partners' names.
 * Frozen: change with a new migration.
 */
const VERSION = 'public_jobs';
const TRIGGERS = ['ai', 'ad', 'au', 'at'].map((suffix) => `jobs_public_version_${suffix}`);
/** The columns whose change can show or hide a job. */
const VISIBILITY = ['id', 'is_published', 'status', 'expiration_date'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [`insert into data_versions (name, version) values ('${VERSION}', 1)`]);
  const [insert, remove, update, truncate] = TRIGGERS;
  if (isPostgres(db)) {
    const schema = await currentSchema(db);
    const fn = `"${schema}".jobs_public_version_bump`;
    const changed = VISIBILITY.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    await run(db, [
      `create function ${fn}() returns trigger language plpgsql as $$
       begin
         update "${schema}".data_versions set version = version + 1 where name = '${VERSION}';
         return null;
       end $$`,
      `create trigger ${insert} after insert on "${schema}".jobs
         for each statement execute function ${fn}()`,
      `create trigger ${remove} after delete on "${schema}".jobs
         for each statement execute function ${fn}()`,
      `create trigger ${update} after update of ${VISIBILITY.join(', ')} on "${schema}".jobs
         for each row when (${changed}) execute function ${fn}()`,
      `create trigger ${truncate} after truncate on "${schema}".jobs
         for each statement execute function ${fn}()`,
    ]);
    return;
  }
  const bump = `update data_versions set version = version + 1 where name = '${VERSION}';`;
  const changed = VISIBILITY.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await run(db, [
    `create trigger ${insert} after insert on jobs begin ${bump} end`,
    `create trigger ${remove} after delete on jobs begin ${bump} end`,
    `create trigger ${update} after update of ${VISIBILITY.join(', ')} on jobs
       when ${changed} begin ${bump} end`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const schema = await currentSchema(db);
    for (const trigger of TRIGGERS) {
      await run(db, [`drop trigger if exists ${trigger} on "${schema}".jobs`]);
    }
    await run(db, [`drop function if exists "${schema}".jobs_public_version_bump()`]);
  } else {
    for (const trigger of TRIGGERS) await run(db, [`drop trigger if exists ${trigger}`]);
  }
  await run(db, [`delete from data_versions where name = '${VERSION}'`]);
}
