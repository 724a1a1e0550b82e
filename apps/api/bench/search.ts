/**
 * Every search path with a common, a rare, a two-letter and a no-match term, next to the same
 * question (count and first page, in the list's order) answered by a `LIKE '%term%'` scan of the
 * same table on the same data.
 */
import { allEndpoints, endpointNamed, PAGE_SIZES, type Endpoint } from '@job-board/contract';
import { sql, type RawBuilder } from 'kysely';
import type { DatabaseHandle, Db } from '../src/db/database.js';
import { expectStatus, type BenchClient } from './client.js';
import { BENCH_ADMIN } from './dataset.js';
import type { Row, SectionResult } from './report.js';
import { count, p50p95, timeRepeatedly, type Timing } from './stats.js';

export const SEARCH_GOAL_MS = 15;

type SearchPath = {
  endpoint: Endpoint;
  /** The caller the list is measured as (the public job list is measured signed out). */
  signedIn: boolean;
  table:
    | 'users'
    | 'jobs'
    | 'partners'
    | 'kyc_verifications'
    | 'admins'
    | 'invoices'
    | 'blog_posts'
    | 'web_pages'
    | 'trash_units';
  /** The columns the list searches, and its default order, for the LIKE scan. */
  columns: readonly string[];
  order: string;
  /** Rows the caller may see (the public sees published, active, unexpired jobs). */
  visible?: (now: string) => RawBuilder<unknown>;
  perPage: number;
  common: string;
  short: string;
  /** Terms the performance goals name. */
  named: readonly string[];
  /** A term found in few rows (that the caller may see), taken from the data. */
  rare: (db: Db, visible: RawBuilder<unknown> | undefined) => Promise<string | undefined>;
};

const NO_MATCH = 'qzxjv';

/** The value of `column` that the fewest (visible) rows share. */
const leastCommon =
  (
    table: 'jobs' | 'partners' | 'kyc_verifications' | 'invoices' | 'blog_posts',
    column: 'title' | 'company_name' | 'full_name' | 'number',
  ) =>
  async (db: Db, visible: RawBuilder<unknown> | undefined) => {
    const where = visible ? sql`where ${visible}` : sql``;
    const { rows } = await sql<{
      value: string;
    }>`select ${sql.ref(column)} as value from ${sql.table(
      table,
    )} ${where} group by ${sql.ref(column)} order by count(*), ${sql.ref(column)} limit 1`.execute(
      db,
    );
    return rows[0]?.value;
  };

const SEARCH_PATHS: readonly SearchPath[] = [
  {
    endpoint: endpointNamed('users.list'),
    signedIn: true,
    table: 'users',
    columns: ['first_name', 'last_name', 'email'],
    order: 'lower(first_name), id',
    perPage: PAGE_SIZES.users,
    common: 'example.net',
    short: 'an',
    named: ['kowalski', 'ann'],
    // One user's email before the @: unique.
    rare: async (db) => {
      const { n } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const row = await db
        .selectFrom('users')
        .select('email')
        .orderBy('id')
        .limit(1)
        .offset(Math.floor(Number(n) / 2))
        .executeTakeFirst();
      return row?.email.split('@')[0];
    },
  },
  {
    endpoint: endpointNamed('jobs.list'),
    signedIn: false,
    table: 'jobs',
    columns: ['title'],
    order: 'created_at desc, id desc',
    visible: (now) =>
      sql`is_published = 1 and status = 'active' and (expiration_date is null or expiration_date > ${now})`,
    perPage: PAGE_SIZES.jobs,
    common: 'engineer',
    short: 'de',
    named: [],
    rare: leastCommon('jobs', 'title'),
  },
  {
    endpoint: endpointNamed('jobs.adminList'),
    signedIn: true,
    table: 'jobs',
    columns: ['title'],
    order: 'created_at desc, id desc',
    perPage: PAGE_SIZES.jobs,
    common: 'engineer',
    short: 'de',
    named: [],
    rare: leastCommon('jobs', 'title'),
  },
  {
    endpoint: endpointNamed('kyc.list'),
    signedIn: true,
    table: 'kyc_verifications',
    columns: ['full_name'],
    order: 'submitted_at desc, id desc',
    perPage: PAGE_SIZES.kyc,
    common: 'an',
    short: 'li',
    named: [],
    rare: leastCommon('kyc_verifications', 'full_name'),
  },
  {
    endpoint: endpointNamed('partners.list'),
    signedIn: true,
    table: 'partners',
    columns: ['company_name'],
    order: 'lower(company_name), id',
    perPage: PAGE_SIZES.partners,
    common: 'tech',
    short: 'la',
    named: [],
    rare: leastCommon('partners', 'company_name'),
  },
  {
    // The job form's partner picker: the best matches, 20 by default, without a total.
    endpoint: endpointNamed('partners.options'),
    signedIn: true,
    table: 'partners',
    columns: ['company_name'],
    order: 'lower(company_name), id',
    perPage: 20,
    common: 'labs',
    short: 'no',
    named: [],
    rare: leastCommon('partners', 'company_name'),
  },
  {
    // A team is tens of admins: the plain scan is the query itself.
    endpoint: endpointNamed('admins.list'),
    signedIn: true,
    table: 'admins',
    columns: ['name', 'email'],
    order: 'created_at desc, id desc',
    perPage: PAGE_SIZES.admins,
    common: 'example',
    short: 'be',
    named: [],
    rare: async () => BENCH_ADMIN.email.split('@')[0],
  },
  {
    // Invoice numbers (INV-<year>-<id>) are unique: the least common is any one of them.
    endpoint: endpointNamed('invoices.list'),
    signedIn: true,
    table: 'invoices',
    columns: ['number'],
    order: 'invoiced_at desc, id desc',
    perPage: PAGE_SIZES.invoices,
    common: 'INV-2025',
    short: '12',
    named: [],
    rare: leastCommon('invoices', 'number'),
  },
  {
    endpoint: endpointNamed('blogPosts.list'),
    signedIn: true,
    table: 'blog_posts',
    columns: ['title'],
    order: 'created_at desc, id desc',
    perPage: PAGE_SIZES.blogPosts,
    common: 'hiring',
    short: 'in',
    named: [],
    rare: leastCommon('blog_posts', 'title'),
  },
  {
    // A site has a handful of pages: the plain scan is the query itself.
    endpoint: endpointNamed('webPages.list'),
    signedIn: true,
    table: 'web_pages',
    columns: ['title'],
    order: 'id',
    perPage: PAGE_SIZES.webPages,
    common: 'a',
    short: 'ac',
    named: [],
    rare: async () => 'Privacy',
  },
  {
    // What was deleted within the retention period: the bench keeps tens of units there.
    endpoint: endpointNamed('trash.list'),
    signedIn: true,
    table: 'trash_units',
    columns: ['label'],
    order: 'deleted_at desc, id desc',
    perPage: PAGE_SIZES.trash,
    common: 'partner',
    short: 'ch',
    named: [],
    rare: async (db) =>
      (await db.selectFrom('trash_units').select('label').orderBy('id', 'desc').executeTakeFirst())
        ?.label,
  },
];

/** Terms whose goals the performance issue names one by one. */
const NAMED_GOALS: Record<string, readonly string[]> = {
  'users.list': ['example.net', 'kowalski', 'ann'],
  'jobs.list': ['engineer'],
};

/** Read paths taking a search term `s`: each must be measured here. */
function searchableEndpoints(): Endpoint[] {
  return allEndpoints.filter((endpoint) => {
    // Exports of a whole list (files) search too, but are not timed (see isReadPath).
    if (endpoint.method !== 'GET' || !endpoint.query || endpoint.kind === 'file') return false;
    // The review queue answers one id, not a page: its searched seek is a filtered read path.
    if (endpoint.name === 'kyc.next') return false;
    const parsed = endpoint.query.safeParse({ s: 'term' });
    return parsed.success && (parsed.data as Record<string, unknown>).s === 'term';
  });
}

/** The LIKE scan: the same count and first page, reading every row. */
function likeScan(database: DatabaseHandle, path: SearchPath, term: string, now: string) {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const operator = sql.raw(database.dialect === 'postgres' ? 'ilike' : 'like');
  const matches: RawBuilder<unknown> = sql.join(
    path.columns.map((column) => sql`${sql.ref(column)} ${operator} ${pattern} escape '\\'`),
    sql` or `,
  );
  const where = path.visible ? sql`(${matches}) and ${path.visible(now)}` : matches;
  const table = sql.table(path.table);
  return async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${table} where ${where}`.execute(database.db);
    await sql`select * from ${table} where ${where} order by ${sql.raw(path.order)} limit ${path.perPage}`.execute(
      database.db,
    );
    return Number(rows[0]?.n ?? 0);
  };
}

type Meta = { total: number; total_is_estimate?: boolean };

export async function measureSearches(
  client: BenchClient,
  database: DatabaseHandle,
  requests: number,
): Promise<SectionResult> {
  const measured = new Set(SEARCH_PATHS.map((path) => path.endpoint.name));
  const missing = searchableEndpoints().filter((endpoint) => !measured.has(endpoint.name));
  if (missing.length > 0) {
    throw new Error(
      `Search paths without terms in the bench: ${missing.map((e) => e.name).join(', ')}.`,
    );
  }
  const rows: Row[] = [];
  for (const path of SEARCH_PATHS) {
    const now = new Date().toISOString();
    const rare = (await path.rare(database.db, path.visible?.(now))) ?? NO_MATCH;
    const terms: [string, string][] = [
      ['common', path.common],
      ...path.named.map((term): [string, string] => ['named', term]),
      ['rare', rare],
      ['2 letters', path.short],
      ['no match', NO_MATCH],
    ];
    for (const [kind, term] of terms) {
      const url = `${path.endpoint.path}?s=${encodeURIComponent(term)}`;
      let meta: Meta = { total: 0 };
      const timing: Timing = await timeRepeatedly(requests, async () => {
        const answer = await expectStatus(client, url, path.signedIn, 200);
        const body = answer.json() as {
          meta?: Meta;
          verifications?: { meta: Meta };
          data?: unknown;
        };
        // The KYC list nests its page under `verifications` (the spec's envelope); the partner
        // picker answers its matches alone.
        meta =
          body.meta ??
          body.verifications?.meta ??
          (Array.isArray(body.data) ? { total: body.data.length } : meta);
      });
      const scan = likeScan(database, path, term, now);
      let scanned = 0;
      const reference = await timeRepeatedly(requests, async () => {
        scanned = await scan();
      });
      const named = NAMED_GOALS[path.endpoint.name]?.includes(term) ?? false;
      const found = `${meta.total_is_estimate ? 'about ' : ''}${count(meta.total)}`;
      rows.push({
        measure: `${path.endpoint.name} s=${term} (${kind}${path.signedIn ? '' : ', public'})`,
        figure: `${p50p95(timing)} · ${found} found`,
        reference: `LIKE scan ${p50p95(reference)} · ${count(scanned)}`,
        ratio: `${(timing.p95 / reference.p95).toFixed(2)}×`,
        check: {
          goal: named
            ? `GET ${path.endpoint.path}?s=${term}: p95 ≤ ${SEARCH_GOAL_MS} ms`
            : `every search: p95 ≤ ${SEARCH_GOAL_MS} ms`,
          met: timing.p95 <= SEARCH_GOAL_MS,
          gap: `p95 ${timing.p95.toFixed(1)} ms (LIKE scan ${reference.p95.toFixed(1)} ms)${
            timing.p95 > SEARCH_GOAL_MS
              ? `, ${(timing.p95 - SEARCH_GOAL_MS).toFixed(1)} ms over`
              : ''
          }`,
        },
      });
    }
  }
  return {
    name: 'search',
    title: 'Search',
    rows,
    notes: [
      `each search path with a common term, the terms the goals name, a rare term taken from the data (one user's email; the least common job title and company name), two letters and a term found nowhere; figure = p50 / p95 server time and the total the list reports; reference = the same count and first page in the list's order by a LIKE '%term%' scan (ILIKE on PostgreSQL) of the same columns on the same data (for the public job list, of the jobs the public may see); ratio = p95 / p95.`,
    ],
  };
}
