import {
  RECORD_DEFAULT_SORTS,
  RECORD_PAGE_SIZE,
  RECORD_SORT_FIELDS,
  type RecordList,
  type RecordSortField,
} from '@job-board/contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../testing/fixtures.js';
import { insertApplication, insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import {
  insertInvoice,
  insertPackage,
  insertSubscription,
} from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../../testing/test-app.js';
import { inSubListOrder, type SortKeys } from './sub-list.js';
import { SUB_LIST_SORT_KEYS } from './sub-list-orders.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const get = (url: string) => t.app.inject({ url, headers: auth() });

const BASE = Date.parse('2026-03-01T09:00:00.000Z');
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

/** Rows under each record: more than one page, with ties in every sort field and empty dates. */
const ROWS = RECORD_PAGE_SIZE + 3;
const TITLES = ['delta', 'Alpha', 'charlie', 'alpha', 'Bravo', 'echo', 'Delta'];

let user: number;
let job: number;
let partner: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  partner = await insertPartner(db, { company_name: 'Sorted Co' });
  const otherPartner = await insertPartner(db, { company_name: 'Other Co' });
  const pkg = await insertPackage(db, { name: 'Sorted plan' });
  user = await insertUser(db, { first_name: 'Sorted', last_name: 'User' });
  const partnerJobs: number[] = [];
  for (let i = 0; i < ROWS; i++) {
    partnerJobs.push(
      await insertJob(db, partner, {
        title: TITLES[i % TITLES.length],
        status: i % 2 === 0 ? 'active' : 'paused',
        expiration_date: i % 3 === 0 ? null : at(1_000 + (i % 4)),
        created_at: at(-(i % 5)),
      }),
    );
    await insertSubscription(db, {
      partner_id: partner,
      package_id: pkg,
      starts_at: at(10 * (i % 4)),
      ends_at: at(500 + (i % 3)),
    });
    await insertInvoice(db, {
      partner_id: partner,
      package_id: pkg,
      // Numbers are INV-<year>-<id>: spread over years so their order is not the ids'.
      invoiced_at: `${2026 - (i % 3)}-05-0${1 + (i % 2)}T10:00:00.000Z`,
      amount_cents: 1_000 + (i % 4) * 250,
      is_paid: i % 3 === 0 ? 0 : 1,
    });
  }
  [job] = partnerJobs as [number];
  for (const [i, jobId] of partnerJobs.entries()) {
    await insertApplication(db, jobId, {
      user_id: user,
      applied_at: at(Math.floor((ROWS - i) / 3)),
      selected_at: i % 3 === 0 ? null : at(100 + (i % 4)),
    });
  }
  // The job's other applicants (the user above is one of them): as many again, alike.
  for (let i = 1; i < ROWS; i++) {
    await insertApplication(db, job, {
      applied_at: at(Math.floor(i / 4)),
      selected_at: i % 4 === 0 ? null : at(200 + (i % 3)),
    });
  }
  // Rows of other records, which no list under the records above may show.
  await insertApplication(db, partnerJobs[1]!);
  await insertJob(db, otherPartner, { title: 'aaa other' });
  await insertSubscription(db, { partner_id: otherPartner, package_id: pkg });
  await insertInvoice(db, { partner_id: otherPartner, package_id: pkg, amount_cents: 1 });
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown> & { id: number };
type Value = string | number | null;

/** A list under a record as the tests read it: its URL and what each sort field orders by. */
type ListUnderTest<L extends RecordList> = {
  url: () => string;
  valuesOf: Record<RecordSortField<L>, (row: Row) => Value[]>;
};

const text = (value: unknown) => value as string | null;
const APPLICATION_VALUES = {
  applied_at: (row: Row) => [text(row.applied_at)],
  selected_at: (row: Row) => [text(row.selected_at)],
};

const LISTS: { [L in RecordList]: ListUnderTest<L> } = {
  userApplications: {
    url: () => `/api/admin/users/${user}/applications`,
    valuesOf: APPLICATION_VALUES,
  },
  jobApplicants: { url: () => `/api/admin/jobs/${job}/applicants`, valuesOf: APPLICATION_VALUES },
  partnerJobs: {
    url: () => `/api/admin/partners/${partner}/jobs`,
    valuesOf: {
      title: (row) => [text(row.title)!.toLowerCase()],
      status: (row) => [text(row.status)],
      created_at: (row) => [text(row.created_at)],
      expiration: (row) => [text(row.expiration)],
    },
  },
  partnerSubscriptions: {
    url: () => `/api/admin/partners/${partner}/subscriptions`,
    valuesOf: {
      starts_at: (row) => [text(row.starts_at)],
      ends_at: (row) => [text(row.ends_at)],
    },
  },
  partnerInvoices: {
    url: () => `/api/admin/partners/${partner}/billing/invoices`,
    valuesOf: {
      number: (row) => [text(row.number)],
      amount: (row) => [row.amount as number],
      invoiced_at: (row) => [text(row.invoiced_at)],
      paid: (row) => [row.paid ? 1 : 0, text(row.invoiced_at)],
    },
  },
};

/** Ascending, a missing value after every value (as the server orders), ties by id. */
function compareRows(valuesOf: (row: Row) => Value[]) {
  const compare = (x: Value, y: Value) => {
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  };
  return (a: Row, b: Row) => {
    const [x, y] = [valuesOf(a), valuesOf(b)];
    for (let i = 0; i < x.length; i++) {
      const order = compare(x[i] ?? null, y[i] ?? null);
      if (order !== 0) return order;
    }
    return a.id - b.id;
  };
}

/** Every row of the list, page after page, for `query` (e.g. `sort=-amount`). */
async function everyPage(url: string, query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const response = await get(`${url}?${query}&page=${page}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    rows.push(...body.data);
    if (page >= body.meta.last_page) return rows;
  }
}

const ids = (rows: Row[]) => rows.map((row) => row.id);
const allowList = (fields: readonly string[]) =>
  `Sort by one of: ${fields.flatMap((f) => [f, `-${f}`]).join(', ')}.`;

describe.each(Object.keys(LISTS) as RecordList[])('the %s list sorted', (name) => {
  const list = LISTS[name] as ListUnderTest<RecordList>;
  const fields = RECORD_SORT_FIELDS[name] as readonly RecordSortField<RecordList>[];

  it.each(fields)('by %s, either way, page after page, ties by id', async (field) => {
    const ascending = await everyPage(list.url(), `sort=${field}`);
    expect(new Set(ids(ascending)).size).toBe(ROWS);
    const expected = [...ascending].sort(compareRows(list.valuesOf[field]));
    expect(ids(ascending)).toEqual(ids(expected));
    // The data make every order differ from the ids' own.
    expect(ids(ascending)).not.toEqual([...ids(ascending)].sort((a, b) => a - b));
    const descending = await everyPage(list.url(), `sort=-${field}`);
    expect(ids(descending)).toEqual(ids(expected).reverse());
  });

  it('keeps its default order when no sort (or a blank one) is given', async () => {
    const byDefault = await everyPage(list.url(), `sort=${RECORD_DEFAULT_SORTS[name]}`);
    expect(ids(await everyPage(list.url(), ''))).toEqual(ids(byDefault));
    expect(ids(await everyPage(list.url(), 'sort='))).toEqual(ids(byDefault));
  });

  it.each(['bogus', '-', 'id', '--applied_at', 'full_name'])(
    'refuses sort=%s naming the orders it allows',
    async (sort) => {
      const response = await get(`${list.url()}?sort=${encodeURIComponent(sort)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ sort: [allowList(fields)] });
    },
  );
});

describe('each sub-list sort is refused by the lists it does not belong to', () => {
  it('answers 422 for another list’s field', async () => {
    const refused = await get(`/api/admin/users/${user}/applications?sort=amount`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.sort).toEqual([allowList(RECORD_SORT_FIELDS.userApplications)]);
    expect((await get(`/api/admin/partners/${partner}/jobs?sort=ends_at`)).statusCode).toBe(422);
  });
});

/** Where each list's rows live, and the index each of its orders must be read from. */
const PLANS = [
  {
    list: 'userApplications',
    table: 'job_applications',
    recordColumn: 'user_id',
    keys: SUB_LIST_SORT_KEYS.userApplications,
    indexes: {
      applied_at: 'job_applications_user_applied_idx',
      selected_at: 'job_applications_user_selected_idx',
    },
  },
  {
    list: 'jobApplicants',
    table: 'job_applications',
    recordColumn: 'job_id',
    keys: SUB_LIST_SORT_KEYS.jobApplicants,
    indexes: {
      applied_at: 'job_applications_job_applied_idx',
      selected_at: 'job_applications_job_selected_idx',
    },
  },
  {
    list: 'partnerJobs',
    table: 'jobs',
    recordColumn: 'partner_id',
    keys: SUB_LIST_SORT_KEYS.partnerJobs,
    indexes: {
      title: 'jobs_partner_title_idx',
      status: 'jobs_partner_status_idx',
      created_at: 'jobs_partner_created_idx',
      expiration: 'jobs_partner_expiration_idx',
    },
  },
  {
    list: 'partnerSubscriptions',
    table: 'partner_subscriptions',
    recordColumn: 'partner_id',
    keys: SUB_LIST_SORT_KEYS.partnerSubscriptions,
    indexes: {
      starts_at: 'partner_subscriptions_partner_starts_idx',
      // SQLite's (partner_id, ends_at) index ends with the id already; PostgreSQL has its own.
      ends_at: testDatabaseUrl.startsWith('postgres')
        ? 'partner_subscriptions_partner_ends_idx'
        : 'partner_subscriptions_partner_idx',
    },
  },
  {
    list: 'partnerInvoices',
    table: 'invoices',
    recordColumn: 'partner_id',
    keys: SUB_LIST_SORT_KEYS.partnerInvoices,
    indexes: {
      number: 'invoices_partner_number_idx',
      amount: 'invoices_partner_amount_idx',
      invoiced_at: 'invoices_partner_invoiced_idx',
      paid: 'invoices_partner_paid_idx',
    },
  },
] as const satisfies readonly {
  list: RecordList;
  table: 'job_applications' | 'jobs' | 'partner_subscriptions' | 'invoices';
  recordColumn: string;
  keys: SortKeys<string>;
  indexes: Record<string, string>;
}[];

/** The query plan of a page of a list in one order, as one line. */
async function planOf(
  { table, recordColumn, keys }: (typeof PLANS)[number],
  field: string,
  direction: 'asc' | 'desc',
): Promise<string> {
  const db = t.database.db;
  const matching = db
    .selectFrom(table)
    .select(sql<number>`id`.as('id'))
    .where(sql.ref(recordColumn), '=', 1);
  const page = inSubListOrder(keys as SortKeys<string>, { field, direction })(matching)
    .limit(10)
    .offset(20)
    .compile();
  if (!testDatabaseUrl.startsWith('postgres')) {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]),
    );
    return plan.rows.map((row) => row.detail).join(' | ');
  }
  // Sorting and sequential scans priced out: a plan that still sorts has no index to read.
  return db.transaction().execute(async (trx) => {
    for (const setting of ['enable_sort', 'enable_incremental_sort', 'enable_seqscan']) {
      await sql`set local ${sql.raw(setting)} = off`.execute(trx);
    }
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]),
    );
    return plan.rows.map((row) => row['QUERY PLAN']).join(' | ');
  });
}

describe('the orders of the lists under a record', () => {
  const orders = PLANS.flatMap((plan) =>
    Object.entries(plan.indexes).flatMap(([field, index]) =>
      (['asc', 'desc'] as const).map((direction) => ({ plan, field, direction, index })),
    ),
  );

  it('cover every sort field of the contract', () => {
    for (const plan of PLANS) {
      expect(Object.keys(plan.indexes).sort()).toEqual([...RECORD_SORT_FIELDS[plan.list]].sort());
    }
  });

  it.each(orders)(
    '$plan.list by $field $direction reads $index, never sorting',
    async ({ plan, field, direction, index }) => {
      const details = await planOf(plan, field, direction);
      if (testDatabaseUrl.startsWith('postgres')) {
        expect(details).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index} `));
        expect(details).not.toMatch(/Sort/);
      } else {
        expect(details).toContain(`COVERING INDEX ${index}`);
        expect(details).not.toContain('TEMP B-TREE');
      }
    },
  );
});
