/**
 * The trash at scale: on a bench dataset, the partner with the most applications is moved to the
 * trash and restored, each step timed, and what it held (its rows and the aggregates the
 * database keeps) is compared before the delete and after the restore. Everything runs in one
 * transaction that is rolled back, so the dataset is left as it was. The figures go to
 * docs/performance.md, "Trash".
 *
 *   npx tsx bench/trash-at-scale.ts --database sqlite:../../data/bench/scale-1000.sqlite
 *   npx tsx bench/trash-at-scale.ts --database postgres://…/job_board_bench_lists
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/config/config.js';
import { openDatabase, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Context } from '../src/lib/context.js';
import { moveToTrash } from '../src/lib/trash/trash-store.js';
import { restoreUnit } from '../src/lib/trash/trash-restore.js';

const { values: args } = parseArgs({ options: { database: { type: 'string' } } });
if (!args.database) throw new Error('Name the dataset: --database sqlite:<file> or postgres://…');

/** Aggregates the database keeps with triggers: a delete and a restore must leave them equal. */
const AGGREGATES = [
  'dashboard_daily_counts',
  'partner_job_counts',
  'published_jobs_tiers',
  'monthly_paid_revenue',
  'table_row_counts',
];

class RolledBack extends Error {}

const canonical = (rows: Record<string, unknown>[]) =>
  rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((key) => [key, row[key]]),
      ),
    )
    .sort()
    .join('\n');

/** The partner's rows, and every aggregate table, as comparable text. */
async function state(db: Db, partnerId: number): Promise<Map<string, string>> {
  const jobs = sql`(select id from jobs where partner_id = ${partnerId})`;
  const queries: [string, ReturnType<typeof sql>][] = [
    ['partners', sql`select * from partners where id = ${partnerId}`],
    ['jobs', sql`select * from jobs where partner_id = ${partnerId}`],
    ['job_skills', sql`select * from job_skills where job_id in ${jobs}`],
    ['job_applications', sql`select * from job_applications where job_id in ${jobs}`],
    [
      'partner_subscriptions',
      sql`select * from partner_subscriptions where partner_id = ${partnerId}`,
    ],
    ['invoices', sql`select * from invoices where partner_id = ${partnerId}`],
    ...AGGREGATES.map((table): [string, ReturnType<typeof sql>] => [
      table,
      sql`select * from ${sql.table(table)}`,
    ]),
  ];
  const result = new Map<string, string>();
  for (const [name, query] of queries) {
    const { rows } = await (query as ReturnType<typeof sql<Record<string, unknown>>>).execute(db);
    result.set(name, `${rows.length}:${canonical(rows)}`);
  }
  return result;
}

async function main() {
  const config = loadConfig({ ...process.env, DATABASE_URL: args.database, LOG_LEVEL: 'error' });
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const { rows } = await sql<{ partner_id: number; n: number | string }>`
      select jobs.partner_id, count(*) as n from job_applications
      join jobs on jobs.id = job_applications.job_id
      group by jobs.partner_id order by count(*) desc limit 1`.execute(database.db);
    const top = rows[0];
    if (!top) throw new Error('The dataset has no applications.');
    const admin = await database.db.selectFrom('admins').select('id').executeTakeFirst();
    const users = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    let report = '';
    await database.db
      .transaction()
      .execute(async (trx) => {
        const context = {
          config,
          db: trx,
          dialect: database.dialect,
          actor: { adminId: admin?.id ?? null, ip: '127.0.0.1' },
        } as unknown as Context;
        const before = await state(trx, top.partner_id);
        let started = performance.now();
        const trashed = await moveToTrash(context, 'partner', top.partner_id);
        const deleteMs = performance.now() - started;
        if (!trashed) throw new Error('The partner was not there.');
        started = performance.now();
        await restoreUnit(context, trashed.unitId, {});
        const restoreMs = performance.now() - started;
        const after = await state(trx, top.partner_id);
        const differing = [...before.keys()].filter((name) => before.get(name) !== after.get(name));
        const rowsMoved = trashed.groups.reduce((n, group) => n + group.rows.length, 0);
        report = [
          `${database.dialect}, ${Number(users.n).toLocaleString('en')} users: partner ${top.partner_id}`,
          `with ${Number(top.n).toLocaleString('en')} applications (${rowsMoved.toLocaleString('en')} rows in its unit)`,
          `moved to the trash in ${deleteMs.toFixed(0)} ms, restored in ${restoreMs.toFixed(0)} ms;`,
          differing.length === 0
            ? 'its rows and every aggregate equal before and after.'
            : `DIFFERENT after the restore: ${differing.join(', ')}.`,
        ].join(' ');
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    console.log(report);
    if (report.includes('DIFFERENT')) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
