import { sql, type Kysely } from 'kysely';
import { PAGE_SIZES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../db/database.js';
import * as aggregatesMigration from '../../db/migrations/0008-dashboard-aggregates.js';
import * as rowCountsMigration from '../../db/migrations/0020-table-row-counts.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { insertUser } from '../../testing/fixtures.js';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { insertApplication, insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { openSecondConnection } from '../../testing/second-connection.js';
import { insertInvoice, insertPackage } from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * The aggregate tables behind the dashboard (migration 0008) and the lists' row counts (0020) are
 * kept by triggers. After random
 * inserts, updates and deletes written straight in SQL — single rows and whole sets, moves between
 * days, months, statuses, packages and partners, publish and unpublish, cascades from deleted
 * partners, jobs and users, some through a second connection as another service would — each
 * table must equal a full recount of its source rows.
 */

type Snapshot = {
  daily: { metric: string; day: string; n: number }[];
  partnerJobs: { partner_id: number; company_name: string; jobs: number; published_jobs: number }[];
  tiers: { published_jobs: number; partners: number }[];
  kyc: { status: string; n: number }[];
  revenue: { package_id: number; month: string; invoices: number; revenue_cents: number }[];
  rowCounts: { name: string; row_count: number | string }[];
};

const byKey =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : 1;

function normalise(snapshot: Snapshot): Snapshot {
  return {
    daily: snapshot.daily
      .map((r) => ({ metric: r.metric, day: r.day, n: Number(r.n) }))
      .sort(byKey((r) => `${r.metric} ${r.day}`)),
    partnerJobs: snapshot.partnerJobs
      .map((r) => ({
        partner_id: Number(r.partner_id),
        company_name: r.company_name,
        jobs: Number(r.jobs),
        published_jobs: Number(r.published_jobs),
      }))
      .sort((a, b) => a.partner_id - b.partner_id),
    tiers: snapshot.tiers
      .map((r) => ({ published_jobs: Number(r.published_jobs), partners: Number(r.partners) }))
      .sort((a, b) => a.published_jobs - b.published_jobs),
    kyc: snapshot.kyc
      .map((r) => ({ status: r.status, n: Number(r.n) }))
      .sort(byKey((r) => r.status)),
    revenue: snapshot.revenue
      .map((r) => ({
        package_id: Number(r.package_id),
        month: r.month,
        invoices: Number(r.invoices),
        revenue_cents: Number(r.revenue_cents),
      }))
      .sort(byKey((r) => `${String(r.package_id).padStart(9, '0')} ${r.month}`)),
    rowCounts: snapshot.rowCounts
      .map((r) => ({ name: r.name, row_count: Number(r.row_count) }))
      .sort(byKey((r) => r.name)),
  };
}

async function stored(db: Db): Promise<Snapshot> {
  return normalise({
    daily: await db.selectFrom('dashboard_daily_counts').selectAll().execute(),
    partnerJobs: await db.selectFrom('partner_job_counts').selectAll().execute(),
    tiers: await db.selectFrom('published_jobs_tiers').selectAll().execute(),
    kyc: await db.selectFrom('kyc_status_counts').selectAll().execute(),
    revenue: await db.selectFrom('monthly_paid_revenue').selectAll().execute(),
    rowCounts: await db.selectFrom('table_row_counts').selectAll().execute(),
  });
}

/** The same figures counted from the source rows. */
async function recount(db: Db): Promise<Snapshot> {
  const rows = async <T>(query: string) => (await sql.raw<T>(query).execute(db)).rows;
  const daily = (metric: string, table: string, column: string) =>
    rows<Snapshot['daily'][number]>(
      `select '${metric}' as metric, substr(${column}, 1, 10) as day, count(*) as n from ${table}
       where ${column} is not null group by substr(${column}, 1, 10)`,
    );
  return normalise({
    daily: [
      ...(await daily('jobs_created', 'jobs', 'created_at')),
      ...(await daily('partners_created', 'partners', 'created_at')),
      ...(await daily('applications_applied', 'job_applications', 'applied_at')),
      ...(await daily('applications_selected', 'job_applications', 'selected_at')),
    ],
    partnerJobs: await rows(
      `select p.id as partner_id, p.company_name, count(j.id) as jobs,
         coalesce(sum(case when j.is_published = 1 then 1 else 0 end), 0) as published_jobs
       from partners p left join jobs j on j.partner_id = p.id
       group by p.id, p.company_name`,
    ),
    tiers: await rows(
      `select published_jobs, count(*) as partners from (
         select coalesce(sum(case when j.is_published = 1 then 1 else 0 end), 0) as published_jobs
         from partners p left join jobs j on j.partner_id = p.id group by p.id
       ) per_partner group by published_jobs`,
    ),
    kyc: await rows(`select status, count(*) as n from kyc_verifications group by status`),
    revenue: await rows(
      `select package_id, substr(invoiced_at, 1, 7) as month, count(*) as invoices,
         sum(amount_cents) as revenue_cents
       from invoices where is_paid = 1 group by package_id, substr(invoiced_at, 1, 7)`,
    ),
    rowCounts: await rows(
      rowCountsMigration.COUNTED_TABLES.map(
        (table) => `select '${table}' as name, count(*) as row_count from ${table}`,
      ).join(' union all '),
    ),
  });
}

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Nothing to pick from.');
    return items[int(items.length)]!;
  };
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

/** Days around month and year edges, so rows move between days, weeks, months and years. */
const DAYS = [
  '2023-12-31',
  '2024-01-01',
  '2024-01-31',
  '2024-02-01',
  '2024-02-29',
  '2024-03-01',
  '2024-03-04',
];
const TIMES = ['T00:00:00.000Z', 'T08:30:00.000Z', 'T12:00:00.000Z', 'T23:59:59.999Z'];
const NAMES = ['Acme', 'acme', 'Bravo', 'Żubr Labs', 'Zeta', 'alpha'];

const timestamp = (random: Random) => `${random.pick(DAYS)}${random.pick(TIMES)}`;

async function ids(
  db: Db,
  table:
    | 'partners'
    | 'jobs'
    | 'job_applications'
    | 'users'
    | 'kyc_verifications'
    | 'invoices'
    | 'packages',
): Promise<number[]> {
  return (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
}

type Operation = (db: Db, random: Random) => Promise<void>;

/** Operations and how often each is drawn: more inserts than deletes, so the data grows. */
const OPERATIONS: [weight: number, operation: Operation][] = [
  // Partners: created, renamed, moved to another day, deleted with what hangs on them.
  [
    3,
    async (db, random) => {
      await insertPartner(db, { created_at: timestamp(random), company_name: random.pick(NAMES) });
    },
  ],
  [
    2,
    async (db, random) => {
      const id = random.pick(await ids(db, 'partners'));
      await db
        .updateTable('partners')
        .set(
          random.chance(0.5)
            ? { created_at: timestamp(random) }
            : { company_name: random.pick(NAMES), updated_at: timestamp(random) },
        )
        .where('id', '=', id)
        .execute();
    },
  ],
  [
    1,
    async (db, random) => {
      const id = random.pick(await ids(db, 'partners'));
      await db.deleteFrom('invoices').where('partner_id', '=', id).execute();
      await db.deleteFrom('partners').where('id', '=', id).execute();
    },
  ],
  // A partner's id changes (only one nothing refers to yet).
  [
    1,
    async (db) => {
      const free = await db
        .selectFrom('partners as p')
        .select('p.id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(selectFrom('jobs').select('jobs.id').whereRef('jobs.partner_id', '=', 'p.id')),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('invoices')
                .select('invoices.id')
                .whereRef('invoices.partner_id', '=', 'p.id'),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('partner_subscriptions as s')
                .select('s.id')
                .whereRef('s.partner_id', '=', 'p.id'),
            ),
          ),
        )
        .orderBy('p.id')
        .executeTakeFirst();
      if (!free) return;
      // Far above the ids the sequences hand out, so later inserts never collide with it.
      const top = Math.max(...(await ids(db, 'partners')));
      await db
        .updateTable('partners')
        .set({ id: top + 100_000 })
        .where('id', '=', free.id)
        .execute();
    },
  ],
  // Jobs: posted, published and unpublished, paused, moved between partners and days, deleted.
  [
    4,
    async (db, random) => {
      await insertJob(db, random.pick(await ids(db, 'partners')), {
        created_at: timestamp(random),
        is_published: random.int(2),
        status: random.pick(['active', 'paused'] as const),
      });
    },
  ],
  [
    3,
    async (db, random) => {
      const id = random.pick(await ids(db, 'jobs'));
      const partners = await ids(db, 'partners');
      const changes = [
        { is_published: random.int(2) },
        { partner_id: random.pick(partners) },
        { created_at: timestamp(random) },
        { status: random.pick(['active', 'paused'] as const) },
        { title: `Retitled ${random.int(1000)}` },
        {
          partner_id: random.pick(partners),
          is_published: random.int(2),
          created_at: timestamp(random),
        },
      ];
      await db.updateTable('jobs').set(random.pick(changes)).where('id', '=', id).execute();
    },
  ],
  [
    1,
    async (db, random) => {
      await db
        .deleteFrom('jobs')
        .where('id', '=', random.pick(await ids(db, 'jobs')))
        .execute();
    },
  ],
  // Every job of a partner published or unpublished at once.
  [
    1,
    async (db, random) => {
      await db
        .updateTable('jobs')
        .set({ is_published: sql<number>`1 - is_published` })
        .where('partner_id', '=', random.pick(await ids(db, 'partners')))
        .execute();
    },
  ],
  // Applications: made, selected, unselected, reselected, moved, deleted; some in bulk.
  [
    4,
    async (db, random) => {
      const users = await ids(db, 'users');
      await insertApplication(db, random.pick(await ids(db, 'jobs')), {
        applied_at: timestamp(random),
        selected_at: random.chance(0.4) ? timestamp(random) : null,
        ...(users.length > 0 && random.chance(0.7) ? { user_id: random.pick(users) } : {}),
      });
    },
  ],
  [
    3,
    async (db, random) => {
      const id = random.pick(await ids(db, 'job_applications'));
      const changes = [
        { selected_at: null },
        { selected_at: timestamp(random) },
        { applied_at: timestamp(random) },
        { applied_at: timestamp(random), selected_at: timestamp(random) },
        { job_id: random.pick(await ids(db, 'jobs')) },
      ];
      await db
        .updateTable('job_applications')
        .set(random.pick(changes))
        .where('id', '=', id)
        .execute();
    },
  ],
  [
    1,
    async (db, random) => {
      await db
        .deleteFrom('job_applications')
        .where('id', '=', random.pick(await ids(db, 'job_applications')))
        .execute();
    },
  ],
  [
    2,
    async (db, random) => {
      const jobs = await ids(db, 'jobs');
      const users = await ids(db, 'users');
      await db
        .insertInto('job_applications')
        .values(
          Array.from({ length: 1 + random.int(6) }, () => ({
            job_id: random.pick(jobs),
            user_id: random.pick(users),
            applied_at: timestamp(random),
            selected_at: random.chance(0.5) ? timestamp(random) : null,
          })),
        )
        .execute();
    },
  ],
  [
    1,
    async (db, random) => {
      await db
        .updateTable('job_applications')
        .set({ selected_at: random.chance(0.5) ? null : timestamp(random) })
        .where('applied_at', '<', `${random.pick(DAYS)}T12:00:00.000Z`)
        .execute();
    },
  ],
  [
    1,
    async (db, random) => {
      await db
        .deleteFrom('job_applications')
        .where('applied_at', '>=', `${random.pick(DAYS)}T12:00:00.000Z`)
        .where('applied_at', '<', `${random.pick(DAYS)}T23:00:00.000Z`)
        .execute();
    },
  ],
  // Users deleted with their applications and verifications.
  [
    1,
    async (db, random) => {
      await db
        .deleteFrom('users')
        .where('id', '=', random.pick(await ids(db, 'users')))
        .execute();
    },
  ],
  [
    3,
    async (db) => {
      await insertUser(db);
    },
  ],
  // KYC: submitted, approved, rejected, deleted; a whole status reviewed at once.
  [
    3,
    async (db, random) => {
      const users = await ids(db, 'users');
      await insertKycVerification(db, {
        user_id: random.pick(users),
        status: random.pick(['pending', 'approved', 'rejected'] as const),
      });
    },
  ],
  [
    2,
    async (db, random) => {
      await db
        .updateTable('kyc_verifications')
        .set({ status: random.pick(['pending', 'approved', 'rejected'] as const) })
        .where('id', '=', random.pick(await ids(db, 'kyc_verifications')))
        .execute();
    },
  ],
  [
    1,
    async (db, random) => {
      await db
        .updateTable('kyc_verifications')
        .set({ status: random.pick(['approved', 'rejected'] as const) })
        .where('status', '=', 'pending')
        .execute();
    },
  ],
  [
    1,
    async (db, random) => {
      await db
        .deleteFrom('kyc_verifications')
        .where('id', '=', random.pick(await ids(db, 'kyc_verifications')))
        .execute();
    },
  ],
  // Invoices: issued, paid, refunded, re-priced, moved between packages and months, deleted.
  [
    3,
    async (db, random) => {
      await insertInvoice(db, {
        partner_id: random.pick(await ids(db, 'partners')),
        package_id: random.pick(await ids(db, 'packages')),
        is_paid: random.int(2),
        amount_cents: random.pick([0, 999, 1_000, 250_000]),
        invoiced_at: timestamp(random),
      });
    },
  ],
  [
    2,
    async (db, random) => {
      const id = random.pick(await ids(db, 'invoices'));
      const changes = [
        { is_paid: random.int(2) },
        { amount_cents: random.int(100_000) },
        { invoiced_at: timestamp(random) },
        { package_id: random.pick(await ids(db, 'packages')) },
        { is_paid: 1, amount_cents: random.int(100_000), invoiced_at: timestamp(random) },
      ];
      await db.updateTable('invoices').set(random.pick(changes)).where('id', '=', id).execute();
    },
  ],
  [
    1,
    async (db, random) => {
      await db
        .updateTable('invoices')
        .set({ is_paid: random.int(2) })
        .where('package_id', '=', random.pick(await ids(db, 'packages')))
        .execute();
    },
  ],
  [
    1,
    async (db, random) => {
      await db
        .deleteFrom('invoices')
        .where('id', '=', random.pick(await ids(db, 'invoices')))
        .execute();
    },
  ],
];

const DRAWS = OPERATIONS.flatMap(([weight, operation]) => Array<Operation>(weight).fill(operation));

async function seedSome(db: Db, random: Random): Promise<void> {
  for (let i = 0; i < 3; i += 1) await insertPackage(db, { price_cents: 1_000 * i });
  for (let i = 0; i < 6; i += 1) await insertUser(db);
  for (let i = 0; i < 4; i += 1) {
    const partner = await insertPartner(db, {
      created_at: timestamp(random),
      company_name: random.pick(NAMES),
    });
    const job = await insertJob(db, partner, { created_at: timestamp(random) });
    await insertApplication(db, job, { applied_at: timestamp(random) });
  }
}

/**
 * Runs random operations. One with nothing to work on is skipped; one refused by a unique index
 * (the same user applying twice to a job) fails as a whole, which must leave the aggregates as
 * they were, and the walk goes on.
 */
async function writeRandomly(databases: Db[], random: Random, count: number): Promise<number> {
  let done = 0;
  for (let i = 0; i < count; i += 1) {
    const db = random.pick(databases);
    const operation = random.pick(DRAWS);
    try {
      await operation(db, random);
      done += 1;
    } catch (error) {
      if (error instanceof Error && error.message === 'Nothing to pick from.') continue;
      if (isUniqueViolation(error)) continue;
      throw error;
    }
  }
  return done;
}

let t: TestApp;
let second: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  second = await openSecondConnection(t.database);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('dashboard aggregates', () => {
  it('equal a full recount after random inserts, updates and deletes', async () => {
    const db = t.database.db;
    const random = generator(20_240_229);
    await seedSome(db, random);
    expect(await stored(db)).toEqual(await recount(db));
    let done = 0;
    for (let round = 0; round < 8; round += 1) {
      done += await writeRandomly([db, second.db], random, 60);
      const now = await recount(db);
      expect(await stored(db)).toEqual(now);
    }
    // Most operations found something to work on, and every aggregate ends with several buckets.
    expect(done).toBeGreaterThan(400);
    const final = await stored(db);
    expect(new Set(final.daily.map((r) => r.metric)).size).toBe(4);
    expect(final.partnerJobs.some((r) => r.published_jobs > 0)).toBe(true);
    expect(final.tiers.length).toBeGreaterThan(1);
    expect(final.daily.length).toBeGreaterThan(10);
    expect(final.kyc.length).toBeGreaterThan(1);
    expect(final.revenue.length).toBeGreaterThan(1);
    expect(final.rowCounts.filter((r) => Number(r.row_count) > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('are rebuilt from the existing rows when the migration runs', async () => {
    const db = t.database.db;
    await writeRandomly([db], generator(7), 40);
    const before = await recount(db);
    for (const migration of [aggregatesMigration, rowCountsMigration]) {
      await migration.down(db as unknown as Kysely<unknown>);
      await migration.up(db as unknown as Kysely<unknown>);
    }
    expect(await stored(db)).toEqual(before);
    // The triggers are back too.
    await writeRandomly([db, second.db], generator(11), 60);
    expect(await stored(db)).toEqual(await recount(db));
  });

  it('rank the top performers page by page as counting their published jobs does', async () => {
    const db = t.database.db;
    await writeRandomly([db, second.db], generator(3), 120);
    const { rows: expected } = await sql<{ id: number; jobs_posted: number }>`
      select p.id, count(*) as jobs_posted from partners p
      join jobs j on j.partner_id = p.id and j.is_published = 1
      group by p.id, p.company_name
      order by count(*) desc, lower(p.company_name), p.id`.execute(db);
    expect(expected.length).toBeGreaterThan(PAGE_SIZES.topPerformers);
    const pages = [];
    for (let n = 1; n <= Math.ceil(expected.length / PAGE_SIZES.topPerformers) + 1; n += 1) {
      const response = await t.app.inject({ url: `/api/partner/top-performers?page=${n}` });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.total).toBe(expected.length);
      pages.push(...data.data);
    }
    expect(pages.map((p: { id: number; jobs_posted: number }) => [p.id, p.jobs_posted])).toEqual(
      expected.map((p) => [p.id, Number(p.jobs_posted)]),
    );
  });

  it('follow a source table emptied at once (TRUNCATE on PostgreSQL)', async () => {
    const db = t.database.db;
    const postgres = t.database.dialect === 'postgres';
    await writeRandomly([db], generator(5), 60);
    expect((await stored(db)).daily.some((r) => r.metric === 'applications_applied')).toBe(true);
    await (postgres ? sql`truncate job_applications` : sql`delete from job_applications`).execute(
      db,
    );
    expect(await stored(db)).toEqual(await recount(db));
    await (postgres ? sql`truncate jobs cascade` : sql`delete from jobs`).execute(db);
    expect(await stored(db)).toEqual(await recount(db));
    await writeRandomly([db, second.db], generator(9), 60);
    expect(await stored(db)).toEqual(await recount(db));
  });

  it('drop a bucket when its last row leaves it', async () => {
    const db = t.database.db;
    const partner = await insertPartner(db, { created_at: '1999-05-05T10:00:00.000Z' });
    const bucket = () =>
      db
        .selectFrom('dashboard_daily_counts')
        .selectAll()
        .where('metric', '=', 'partners_created')
        .where('day', '=', '1999-05-05')
        .execute();
    expect(await bucket()).toEqual([{ metric: 'partners_created', day: '1999-05-05', n: 1 }]);
    await db
      .updateTable('partners')
      .set({ created_at: '1999-05-06T10:00:00.000Z' })
      .where('id', '=', partner)
      .execute();
    expect(await bucket()).toEqual([]);
    await db.deleteFrom('partners').where('id', '=', partner).execute();
    expect(await stored(db)).toEqual(await recount(db));
  });
});
