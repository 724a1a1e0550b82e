/**
 * Every list's whole CSV export, next to the floor the database and CSV writing set: the same
 * rows read by one plain ordered SELECT of the same columns and written as CSV in process.
 */
import { allEndpoints, type Endpoint } from '@job-board/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../src/db/database.js';
import { csvCell } from '../src/lib/csv-export.js';
import { expectStatus, type BenchClient } from './client.js';
import type { Row, SectionResult } from './report.js';
import { count, kB, p50p95, ratio, timeRepeatedly, type Timing } from './stats.js';

type Cell = Parameters<typeof csvCell>[0];

/** Exports: the GETs answering a whole list as a file (a document of one record has an `:id`). */
export const exportPaths = () =>
  allEndpoints.filter(
    (endpoint) => endpoint.method === 'GET' && endpoint.kind === 'file' && !endpoint.params,
  );

/**
 * Each export's columns and default order (the list definitions in the contract) as one SELECT:
 * joined names joined, counts and flags read where the export reads them, ties broken by id.
 * Cells are as stored (flags 0/1, cents, the audit log's changes and details as their summary).
 */
const REFERENCE_QUERIES: Record<string, (now: string) => RawBuilder<Record<string, Cell>>> = {
  'users.export': () => sql`
    select id, first_name, last_name, email, profession, is_blocked, created_at
    from users order by lower(first_name), id`,
  'jobs.export': () => sql`
    select j.id, j.title, p.company_name, c.name as category, t.name as job_type, j.status,
      j.is_published, j.is_remote, j.city, j.country, j.expiration_date, j.created_at
    from jobs j
      join partners p on p.id = j.partner_id
      join categories c on c.id = j.category_id
      join job_types t on t.id = j.job_type_id
    order by j.created_at desc, j.id desc`,
  'partners.export': (now) => sql`
    select p.id, p.company_name, p.bio, p.created_at, coalesce(n.jobs, 0) as posted_jobs,
      exists (
        select 1 from partner_subscriptions s
        where s.partner_id = p.id and s.starts_at <= ${now} and s.ends_at > ${now}
      ) as active_subscription
    from partners p left join partner_job_counts n on n.partner_id = p.id
    order by lower(p.company_name), p.id`,
  'blogPosts.export': () => sql`
    select id, title, slug, excerpt, is_published, is_featured, published_at, created_at
    from blog_posts order by created_at desc, id desc`,
  'invoices.export': () => sql`
    select i.number, p.company_name, k.name as package, i.amount_cents, i.currency, i.is_paid,
      i.invoiced_at, i.paid_at
    from invoices i
      join partners p on p.id = i.partner_id
      join packages k on k.id = i.package_id
    order by i.invoiced_at desc, i.id desc`,
  'kyc.export': () => sql`
    select v.id, v.full_name, v.id_type, v.status, v.submitted_at, v.reviewed_at,
      (select a.name from admins a where a.id = v.reviewed_by) as reviewed_by
    from kyc_verifications v order by v.submitted_at desc, v.id desc`,
  'audit.export': () => sql`
    select l.id, l.created_at, l.admin_id, a.name as admin, l.action, l.entity, l.entity_id,
      l.summary, l.ip
    from audit_log l left join admins a on a.id = l.admin_id
    order by l.created_at desc, l.id desc`,
};

/** Rows of a CSV file after its header: line ends outside quoted cells (a cell may hold one). */
export function csvRecords(text: string): number {
  let lines = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 34) quoted = !quoted;
    else if (char === 10 && !quoted) lines += 1;
  }
  return Math.max(0, lines - 1);
}

/** The reference's file: a BOM, the column names, then every row, CRLF line ends. */
function toCsv(rows: readonly Record<string, Cell>[], columns: readonly string[]): string {
  const line = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return `\uFEFF${line(columns)}${rows.map((row) => line(columns.map((c) => row[c]))).join('')}`;
}

/** A whole export at scale 1,000 is hundreds of thousands of rows: fewer runs of the big ones. */
export const runsFor = (rows: number, requests: number) =>
  Math.min(requests, Math.max(3, Math.round((requests * 10_000) / Math.max(rows, 1))));

const perSecond = (rows: number, timing: Timing) => `${count(rows / (timing.p50 / 1000))} rows/s`;

const size = (bytes: number) =>
  bytes < 1_000_000 ? kB(bytes) : `${(bytes / 1_000_000).toFixed(1)} MB`;

async function measureOne(client: BenchClient, db: Db, endpoint: Endpoint, requests: number) {
  const query = REFERENCE_QUERIES[endpoint.name];
  if (!query) throw new Error(`the bench has no reference query for ${endpoint.name}`);
  const first = await expectStatus(client, endpoint.path, true, 200);
  const rows = csvRecords(first.body);
  const bytes = Buffer.byteLength(first.body);
  const runs = runsFor(rows, requests);
  const timing = await timeRepeatedly(runs, async () => {
    await expectStatus(client, endpoint.path, true, 200);
  });
  let referenceRows = 0;
  let referenceBytes = 0;
  const reference = await timeRepeatedly(runs, async () => {
    const { rows: read } = await query(new Date().toISOString()).execute(db);
    const text = toCsv(read, read[0] ? Object.keys(read[0]) : []);
    referenceRows = read.length;
    referenceBytes = Buffer.byteLength(text);
  });
  if (referenceRows !== rows) {
    throw new Error(
      `${endpoint.name} sent ${rows} rows, its reference query read ${referenceRows}`,
    );
  }
  return {
    measure: `${endpoint.name} GET ${endpoint.path}: ${count(rows)} rows, ${size(bytes)}, ${runs} runs`,
    figure: `${p50p95(timing)}, ${perSecond(rows, timing)}`,
    reference: `SELECT + CSV ${p50p95(reference)}, ${perSecond(rows, reference)} (${size(referenceBytes)})`,
    ratio: ratio(timing.p50, reference.p50),
  } satisfies Row;
}

export async function measureExports(
  client: BenchClient,
  db: Db,
  requests: number,
): Promise<SectionResult> {
  const rows: Row[] = [];
  for (const endpoint of exportPaths()) {
    try {
      rows.push(await measureOne(client, db, endpoint, requests));
    } catch (error) {
      // One broken export must not hide the others: its row says why it has no figure.
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
      rows.push({
        measure: `${endpoint.name} GET ${endpoint.path}`,
        figure: '',
        reference: `failed: ${message.slice(0, 160)}`,
        ratio: '',
      });
    }
  }
  return {
    name: 'export',
    title: 'Exports',
    rows,
    notes: [
      `every list's CSV export, whole (default order, no filter), in process through the whole app as a download; figure = p50 / p95 of the complete file and its rows per second at p50; reference = one plain SELECT of the same columns in the same order (joined names joined), read whole and written as CSV text in process with the same cell rules, timed in the same run; ratio = p50 / p50. Runs per export: --requests (${requests}) scaled by its size, at least 3 (p95 of 3 runs is their slowest), after one warm-up (and, for the export, a first download that counts its rows).`,
    ],
  };
}
