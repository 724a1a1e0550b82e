/**
 * Server time of every read path of the contract (GET endpoints that change nothing), one
 * request at a time, admin and public, with real ids from the database.
 */
import { allEndpoints, endpoints, pathOf, successStatus, type Endpoint } from '@job-board/contract';
import type { Db } from '../src/db/database.js';
import { expectStatus, type BenchClient } from './client.js';
import type { Row, SectionResult } from './report.js';
import { p50p95, timeRepeatedly, type Timing } from './stats.js';

/**
 * GETs that change nothing. Not timed: GETs that change state (sign out, block, publish),
 * exports of a whole list as a file, whose work grows with the list by design, and the intake
 * API's reads (an API key's, not an admin's).
 */
export const isReadPath = (endpoint: Endpoint) =>
  endpoint.method === 'GET' &&
  endpoint.access !== 'admin-bearer' &&
  endpoint.access !== 'api-key' &&
  !(endpoint.kind === 'file' && !endpoint.params);

export const readPaths = () => allEndpoints.filter(isReadPath);

/**
 * The admin lists again with the filters and header sorts admins use, each a path of its own
 * through the indexes (a filter without an index would show here first), and the header sorts
 * of the lists under a record (the bench's record is one from the middle of its table).
 */
export const FILTERED_READS: readonly { endpoint: Endpoint; query: string }[] = [
  { endpoint: endpoints.users.list, query: 'blocked=yes&sort=-created_at' },
  { endpoint: endpoints.users.list, query: 'registered_from=2024-01-01&sort=email' },
  { endpoint: endpoints.users.list, query: 'sort=-name' },
  { endpoint: endpoints.jobs.adminList, query: 'status=paused&sort=-created_at' },
  { endpoint: endpoints.jobs.adminList, query: 'published=no&remote=yes&sort=job_title' },
  { endpoint: endpoints.jobs.adminList, query: 'expiring_before=2030-01-01&sort=created_at' },
  { endpoint: endpoints.kyc.list, query: 'status=pending&id_type=passport' },
  { endpoint: endpoints.kyc.list, query: 'submitted_from=2024-01-01&submitted_to=2030-12-31' },
  { endpoint: endpoints.kyc.list, query: 'status=approved&sort=submitted_at' },
  { endpoint: endpoints.partners.list, query: 'active_subscription=yes' },
  { endpoint: endpoints.partners.list, query: 'sort=-company_name' },
  // The job form's partner picker as it searches (the whole list is a read path above): a
  // common term (a twelfth of the partners) and a two-letter one, the 20 best matches.
  { endpoint: endpoints.partners.options, query: 's=labs&limit=20' },
  { endpoint: endpoints.partners.options, query: 's=no&limit=20' },
  // The review queue following a list: its next pending check in the list's order, filtered
  // and searched (a two-letter term walks the most rows).
  { endpoint: endpoints.kyc.next, query: 'sort=-submitted_at&id_type=passport' },
  { endpoint: endpoints.kyc.next, query: 's=an&sort=submitted_at' },
  { endpoint: endpoints.invoices.list, query: 'paid=no&sort=-amount' },
  { endpoint: endpoints.invoices.list, query: 'month=2025-03&sort=invoiced_date' },
  { endpoint: endpoints.blogPosts.list, query: 'published=yes' },
  { endpoint: endpoints.webPages.list, query: 'sort=title' },
  { endpoint: endpoints.records.userApplications, query: 'sort=-selected_at' },
  { endpoint: endpoints.records.jobApplicants, query: 'sort=selected_at' },
  { endpoint: endpoints.records.partnerJobs, query: 'sort=title' },
  { endpoint: endpoints.records.partnerSubscriptions, query: 'sort=starts_at' },
  { endpoint: endpoints.records.partnerInvoices, query: 'sort=-amount' },
];

/** The table behind the path segment before an `:id` (`/api/admin/users/:id` reads users). */
const TABLE_OF_SEGMENT = {
  users: 'users',
  jobs: 'jobs',
  partners: 'partners',
  webpages: 'web_pages',
  blogposts: 'blog_posts',
  kyc: 'kyc_verifications',
  'kyc-documents': 'kyc_verifications',
  webhooks: 'webhook_endpoints',
  'webhook-deliveries': 'webhook_deliveries',
} as const;

/** The goals of the performance issue for single calls (p95 server time). */
export const CALL_GOALS: Record<string, number> = {
  'dashboard.jobStats': 20,
  'partners.topPerformers': 20,
  'invoices.salesRevenue': 20,
  'dashboard.insights': 20,
  'dashboard.conversionMetrics': 20,
};
export const EVERY_CALL_GOAL_MS = 20;

/** A row in the middle of the table's id range: neither the first nor the last. */
async function middleId(db: Db, table: (typeof TABLE_OF_SEGMENT)[keyof typeof TABLE_OF_SEGMENT]) {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom(table)
    .select('id')
    .orderBy('id')
    .limit(1)
    .offset(Math.floor(Number(n) / 2))
    .executeTakeFirst();
  return row?.id;
}

const uploadedImports = new WeakMap<BenchClient, Promise<number>>();

/**
 * The dataset holds no CSV import, so one small partners import is uploaded (once per client)
 * for the import reads to read; the import at scale is bench/csv-import.ts.
 */
function benchImport(client: BenchClient): Promise<number> {
  let uploaded = uploadedImports.get(client);
  if (!uploaded) {
    uploaded = uploadImport(client);
    uploadedImports.set(client, uploaded);
  }
  return uploaded;
}

async function uploadImport(client: BenchClient): Promise<number> {
  const form = new FormData();
  form.append('kind', 'partners');
  const csv = 'name,email\nBench Import Partner,bench-import@example.com\n';
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'partners.csv');
  const response = await client.app.inject({
    method: 'POST',
    url: endpoints.imports.upload.path,
    headers: { authorization: `Bearer ${client.token}` },
    payload: form,
  });
  if (response.statusCode !== 201) {
    throw new Error(
      `the bench could not upload an import (${response.statusCode}): ${response.body}`,
    );
  }
  return (response.json() as { data: { id: number } }).data.id;
}

/** The URL of a read path, its `:id` filled from the database; null when there is no row. */
async function urlOf(endpoint: Endpoint, db: Db, client: BenchClient): Promise<string | null> {
  if (!endpoint.params) return endpoint.path;
  const segment = /\/([a-z-]+)\/:id\b/.exec(endpoint.path)?.[1];
  if (segment === 'imports') return pathOf(endpoint, { id: await benchImport(client) });
  const table = TABLE_OF_SEGMENT[segment as keyof typeof TABLE_OF_SEGMENT];
  if (!table) throw new Error(`the bench does not know which table ${endpoint.path} reads`);
  const id = await middleId(db, table);
  if (id === undefined) return null;
  if (endpoint.name === 'kyc.document') {
    // A signed link, as the verification's detail gives it.
    const detail = await expectStatus(client, `/api/admin/kyc/${id}`, true, 200);
    const link = (detail.json() as { data: { id_front_url: string } }).data.id_front_url;
    const url = new URL(link, 'http://localhost');
    return `${url.pathname}${url.search}`;
  }
  return pathOf(endpoint, { id });
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160);

export async function measureReadPaths(
  client: BenchClient,
  db: Db,
  requests: number,
): Promise<SectionResult> {
  const rows: Row[] = [];
  const probes = [...readPaths().map((endpoint) => ({ endpoint, query: '' })), ...FILTERED_READS];
  for (const { endpoint, query } of probes) {
    let url: string | null | Error;
    try {
      url = await urlOf(endpoint, db, client);
      if (url !== null && query) url = `${url}?${query}`;
    } catch (error) {
      url = error instanceof Error ? error : new Error(String(error));
    }
    const callers =
      endpoint.access === 'optional-admin' ? [false, true] : [endpoint.access === 'admin'];
    for (const signedIn of callers) {
      const measure = `${endpoint.name} GET ${endpoint.path}${query ? `?${query}` : ''}${endpoint.access === 'optional-admin' ? (signedIn ? ' (admin)' : ' (public)') : ''}`;
      if (url === null) {
        rows.push({ measure, figure: 'no row to read', reference: '', ratio: '' });
        continue;
      }
      if (url instanceof Error) {
        rows.push({ measure, figure: '', reference: `failed: ${errorText(url)}`, ratio: '' });
        continue;
      }
      const path = url;
      const status = successStatus(endpoint);
      let timing: Timing;
      try {
        timing = await timeRepeatedly(requests, async () => {
          await expectStatus(client, path, signedIn, status);
        });
      } catch (error) {
        // One broken call must not hide the others: its row says why it has no figure.
        rows.push({ measure, figure: '', reference: `failed: ${errorText(error)}`, ratio: '' });
        continue;
      }
      const goalMs = CALL_GOALS[endpoint.name];
      const limit = goalMs ?? EVERY_CALL_GOAL_MS;
      rows.push({
        measure,
        figure: p50p95(timing),
        reference: `goal p95 ≤ ${limit} ms`,
        ratio: `${(timing.p95 / limit).toFixed(2)}× goal`,
        check: {
          goal:
            goalMs === undefined
              ? `every read path: p95 ≤ ${EVERY_CALL_GOAL_MS} ms`
              : `GET ${endpoint.path}: p95 ≤ ${goalMs} ms`,
          met: timing.p95 <= limit,
          gap: `p95 ${timing.p95.toFixed(1)} ms${timing.p95 > limit ? `, ${(timing.p95 - limit).toFixed(1)} ms over` : ''}`,
        },
      });
    }
  }
  return {
    name: 'latency',
    title: 'Read paths',
    rows,
    notes: [
      `every GET of the contract that changes nothing, in process (app.inject: routing, auth, validation, handler, serialisation), one request at a time, ${requests} requests after one warm-up; figure = p50 / p95 server time; :id = the middle row of its table; then the admin lists with the filters and header sorts admins use.`,
    ],
  };
}
