import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The dashboard's figures, kept as aggregates by the database itself: triggers on the source
 * tables update them on every insert, update and delete, whoever writes (this server, another
 * service, a console), so no request counts millions of rows.
 *
 * - dashboard_daily_counts: rows per UTC day (`YYYY-MM-DD`) of jobs.created_at,
 *   partners.created_at, job_applications.applied_at and job_applications.selected_at; weeks,
 *   months, years and totals are sums of days.
 * - partner_job_counts: one row per partner with its jobs and published jobs, and a copy of its
 *   name so the top performers come in order from one index.
 * - published_jobs_tiers: how many partners have each number of published jobs, so a page of top
 *   performers seeks to its tier instead of walking past every partner ranked above it, and
 *   their total is a sum of a few rows.
 * - kyc_status_counts: verifications per status.
 * - monthly_paid_revenue: paid invoices and their amounts per package and invoiced month.
 *
 * A bucket whose count falls to 0 is deleted, so each table always equals a recount. The SQL is
 * kept to what older SQLite builds parse too (Debian's sqlite3 shell is 3.40), so that shell can
 * still open and write the database.
 * SQLite runs one trigger per table, event and aggregate; PostgreSQL one function per aggregate
 * behind its insert, delete and update triggers, with the tables named by schema so rows written
 * under any search_path count. The same statements fill the aggregates from the existing rows.
 * Frozen: change with a new migration.
 */

type Row = 'new' | 'old';

/**
 * An aggregate of one source table. Its statements read the source rows as `<source> r`: the
 * whole table (the backfill), the rows one statement inserted or deleted (PostgreSQL's transition
 * tables), or one row (`(select new.a as a, …)`, SQLite's and every update's row triggers).
 */
type Aggregate = {
  /** Prefix of the triggers (and of the PostgreSQL function). */
  name: string;
  /** The table whose rows are counted. */
  source: string;
  /** The source columns the aggregate reads; only an update of one of them can move a row. */
  columns: string[];
  /** Expressions that decide a row's contribution: when none changes, an update is skipped. */
  key(row: Row): string[];
  /** Statements adding the contribution of the rows of `source`. */
  add(source: string): string[];
  /** Statements removing it. */
  remove(source: string): string[];
  /** Statements for an updated row, when it is not "remove the old row, add the new one". */
  update?: string[];
  /** Statements for an emptied source (PostgreSQL's TRUNCATE, which fires no row triggers). */
  reset: string[];
  /**
   * PostgreSQL: count updates once per statement too, from its old and new rows, instead of per
   * row. For a source only these triggers write, where most updates move a row.
   */
  updatesPerStatement?: boolean;
};

/** Table names, qualified by schema on PostgreSQL. */
type Names = (table: string) => string;

/**
 * Counts in buckets: `grouped(source)` selects, per bucket, the key columns and the value columns
 * (the first value counts rows; a bucket is deleted when it reaches 0), named as in the table.
 */
function buckets(
  names: Names,
  table: string,
  keys: string[],
  values: string[],
  grouped: (source: string) => string,
  scope = 'true',
): Pick<Aggregate, 'add' | 'remove' | 'reset'> {
  const all = [...keys, ...values];
  const g = (source: string) => `(${grouped(source)}) g`;
  const list = (columns: string[], prefix = '') => columns.map((c) => `${prefix}${c}`).join(', ');
  return {
    add: (source) => [
      `insert into ${names(table)} (${list(all)})
         select ${list(all, 'g.')} from ${g(source)} where true
         on conflict (${list(keys)}) do update
         set ${values.map((v) => `${v} = ${table}.${v} + excluded.${v}`).join(', ')}`,
    ],
    remove: (source) => [
      `update ${names(table)}
         set ${values.map((v) => `${v} = ${table}.${v} - g.${v}`).join(', ')}
         from ${g(source)}
         where ${keys.map((k) => `${table}.${k} = g.${k}`).join(' and ')}`,
      `delete from ${names(table)}
         where ${values[0]} = 0
           and (${list(keys)}) in (select ${list(keys, 'g.')} from ${g(source)})`,
    ],
    reset: [`delete from ${names(table)} where ${scope}`],
  };
}

function daily(names: Names, metric: string, source: string, column: string): Aggregate {
  const day = `substr(r.${column}, 1, 10)`;
  return {
    name: `${source}_${column}_daily`,
    source,
    columns: [column],
    key: (row) => [`substr(${row}.${column}, 1, 10)`],
    ...buckets(
      names,
      'dashboard_daily_counts',
      ['metric', 'day'],
      ['n'],
      (rows) =>
        `select '${metric}' as metric, ${day} as day, count(*) as n from ${rows} r
         where r.${column} is not null group by ${day}`,
      `metric = '${metric}'`,
    ),
  };
}

function aggregates(names: Names): Aggregate[] {
  const partnerJobs = names('partner_job_counts');
  const perPartner = (rows: string) =>
    `(select r.partner_id as partner_id, count(*) as jobs,
        sum(case when r.is_published = 1 then 1 else 0 end) as published_jobs
      from ${rows} r group by r.partner_id) g`;
  const addJobs = (sign: '+' | '-') => (rows: string) => [
    `update ${partnerJobs}
       set jobs = partner_job_counts.jobs ${sign} g.jobs,
         published_jobs = partner_job_counts.published_jobs ${sign} g.published_jobs
       from ${perPartner(rows)}
       where partner_job_counts.partner_id = g.partner_id`,
  ];
  const month = 'substr(r.invoiced_at, 1, 7)';
  return [
    daily(names, 'jobs_created', 'jobs', 'created_at'),
    daily(names, 'partners_created', 'partners', 'created_at'),
    daily(names, 'applications_applied', 'job_applications', 'applied_at'),
    daily(names, 'applications_selected', 'job_applications', 'selected_at'),
    {
      name: 'partners_job_counts',
      source: 'partners',
      columns: ['id', 'company_name'],
      key: (row) => [`${row}.id`, `${row}.company_name`],
      add: (rows) => [
        `insert into ${partnerJobs} (partner_id, company_name, jobs, published_jobs)
           select r.id, r.company_name, 0, 0 from ${rows} r where true
           on conflict (partner_id) do update set company_name = excluded.company_name`,
      ],
      remove: (rows) => [
        `delete from ${partnerJobs} where partner_id in (select r.id from ${rows} r)`,
      ],
      update: [
        `update ${partnerJobs} set partner_id = new.id, company_name = new.company_name
           where partner_id = old.id`,
      ],
      reset: [`delete from ${partnerJobs}`],
    },
    {
      name: 'jobs_partner_counts',
      source: 'jobs',
      columns: ['partner_id', 'is_published'],
      key: (row) => [`${row}.partner_id`, `case when ${row}.is_published = 1 then 1 else 0 end`],
      add: addJobs('+'),
      remove: addJobs('-'),
      reset: [
        `update ${partnerJobs} set jobs = 0, published_jobs = 0
           where jobs <> 0 or published_jobs <> 0`,
      ],
    },
    {
      name: 'partner_job_counts_tiers',
      source: 'partner_job_counts',
      columns: ['published_jobs'],
      updatesPerStatement: true,
      key: (row) => [`${row}.published_jobs`],
      ...buckets(
        names,
        'published_jobs_tiers',
        ['published_jobs'],
        ['partners'],
        (rows) =>
          `select r.published_jobs as published_jobs, count(*) as partners from ${rows} r
           group by r.published_jobs`,
      ),
    },
    {
      name: 'kyc_verifications_status',
      source: 'kyc_verifications',
      columns: ['status'],
      key: (row) => [`${row}.status`],
      ...buckets(
        names,
        'kyc_status_counts',
        ['status'],
        ['n'],
        (rows) => `select r.status as status, count(*) as n from ${rows} r group by r.status`,
      ),
    },
    {
      name: 'invoices_paid_revenue',
      source: 'invoices',
      columns: ['is_paid', 'package_id', 'invoiced_at', 'amount_cents'],
      key: (row) => [
        `${row}.is_paid = 1`,
        `${row}.package_id`,
        `substr(${row}.invoiced_at, 1, 7)`,
        `${row}.amount_cents`,
      ],
      ...buckets(
        names,
        'monthly_paid_revenue',
        ['package_id', 'month'],
        ['invoices', 'revenue_cents'],
        (rows) =>
          `select r.package_id as package_id, ${month} as month, count(*) as invoices,
             sum(r.amount_cents) as revenue_cents
           from ${rows} r where r.is_paid = 1 group by r.package_id, ${month}`,
      ),
    },
  ];
}

/** Fills the aggregates from the rows already there, in order (partners before their jobs). */
function backfill(names: Names): string[] {
  return aggregates(names).flatMap((aggregate) => aggregate.add(names(aggregate.source)));
}

const TABLES = [
  `create table dashboard_daily_counts (
     metric text not null,
     day text not null,
     n bigint not null,
     primary key (metric, day)
   )`,
  `create table partner_job_counts (
     partner_id integer primary key,
     company_name text not null,
     jobs bigint not null,
     published_jobs bigint not null
   )`,
  // Top performers: by published jobs, then A–Z as lib/sorting's byName, then by id; the name
  // itself last so PostgreSQL answers from the index alone.
  `create index partner_job_counts_ranking_idx
     on partner_job_counts (published_jobs desc, lower(company_name), partner_id, company_name)`,
  `create table published_jobs_tiers (
     published_jobs bigint primary key,
     partners bigint not null
   )`,
  `create table kyc_status_counts (
     status text primary key,
     n bigint not null
   )`,
  `create table monthly_paid_revenue (
     package_id integer not null,
     month text not null,
     invoices bigint not null,
     revenue_cents bigint not null,
     primary key (package_id, month)
   )`,
];

const AGGREGATE_TABLES = [
  'dashboard_daily_counts',
  'partner_job_counts',
  'published_jobs_tiers',
  'kyc_status_counts',
  'monthly_paid_revenue',
];

const EVENTS = [
  ['ai', 'insert'],
  ['ad', 'delete'],
  ['au', 'update'],
  ['at', 'truncate'],
] as const;

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** One row as a source: `(select new.a as a, …)`. */
const oneRow = (aggregate: Aggregate, row: Row) =>
  `(select ${aggregate.columns.map((c) => `${row}.${c} as ${c}`).join(', ')})`;

function updateStatements(aggregate: Aggregate): string[] {
  return (
    aggregate.update ?? [
      ...aggregate.remove(oneRow(aggregate, 'old')),
      ...aggregate.add(oneRow(aggregate, 'new')),
    ]
  );
}

const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n');

function sqliteTriggers(aggregate: Aggregate): string[] {
  const changed = aggregate
    .key('old')
    .map((old, i) => `(${old}) is not (${aggregate.key('new')[i]})`)
    .join(' or ');
  const { name, source, columns } = aggregate;
  return [
    `create trigger ${name}_ai after insert on ${source}
       begin ${body(aggregate.add(oneRow(aggregate, 'new')))} end`,
    `create trigger ${name}_ad after delete on ${source}
       begin ${body(aggregate.remove(oneRow(aggregate, 'old')))} end`,
    `create trigger ${name}_au after update of ${columns.join(', ')} on ${source}
       when ${changed} begin ${body(updateStatements(aggregate))} end`,
  ];
}

/**
 * Inserts and deletes count once per statement, from its transition table (a multi-row insert or
 * a cascade costs one grouped statement, not one per row); updates once per changed row, or once
 * per statement where the aggregate asks for it.
 */
function postgresTriggers(aggregate: Aggregate, schema: string): string[] {
  const changed = aggregate
    .key('old')
    .map((old, i) => `(${old}) is distinct from (${aggregate.key('new')[i]})`)
    .join(' or ');
  const { name, source, columns } = aggregate;
  const fn = `"${schema}".${name}_sync`;
  return [
    `create function ${fn}() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${body(aggregate.add('inserted'))}
       elsif tg_op = 'DELETE' then ${body(aggregate.remove('deleted'))}
       elsif tg_op = 'TRUNCATE' then ${body(aggregate.reset)}
       elsif tg_level = 'STATEMENT' then
         ${body([...aggregate.remove('deleted'), ...aggregate.add('inserted')])}
       else ${body(updateStatements(aggregate))}
       end if;
       return null;
     end $$`,
    `create trigger ${name}_ai after insert on "${schema}".${source}
       referencing new table as inserted for each statement execute function ${fn}()`,
    `create trigger ${name}_ad after delete on "${schema}".${source}
       referencing old table as deleted for each statement execute function ${fn}()`,
    aggregate.updatesPerStatement
      ? `create trigger ${name}_au after update on "${schema}".${source}
           referencing old table as deleted new table as inserted
           for each statement execute function ${fn}()`
      : `create trigger ${name}_au after update of ${columns.join(', ')} on "${schema}".${source}
           for each row when (${changed}) execute function ${fn}()`,
    `create trigger ${name}_at after truncate on "${schema}".${source}
       for each statement execute function ${fn}()`,
  ];
}

async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema to create the dashboard aggregates in.');
  return schema;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, TABLES);
  if (isPostgres(db)) {
    const schema = await currentSchema(db);
    const names: Names = (table) => `"${schema}".${table}`;
    await run(db, backfill(names));
    // Statistics now, so the first requests already get index plans. A deep page of top
    // performers is cheap only as an index-only scan, which needs the visibility map fresh: vacuum
    // partner_job_counts after 2 % of its rows change instead of the default 20 %.
    await run(db, [
      ...AGGREGATE_TABLES.map((table) => `analyze ${names(table)}`),
      `alter table ${names('partner_job_counts')} set (
         autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02)`,
    ]);
    for (const aggregate of aggregates(names)) await run(db, postgresTriggers(aggregate, schema));
  } else {
    const names: Names = (table) => table;
    await run(db, backfill(names));
    for (const aggregate of aggregates(names)) await run(db, sqliteTriggers(aggregate));
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const schema = postgres ? await currentSchema(db) : '';
  const names: Names = (table) => table;
  for (const { name, source } of aggregates(names)) {
    for (const [suffix] of EVENTS) {
      await run(db, [
        postgres
          ? `drop trigger if exists ${name}_${suffix} on "${schema}".${source}`
          : `drop trigger if exists ${name}_${suffix}`,
      ]);
    }
    if (postgres) await run(db, [`drop function if exists "${schema}".${name}_sync()`]);
  }
  for (const table of AGGREGATE_TABLES) {
    await run(db, [`drop table if exists ${table}`]);
  }
}
