/** Page 1 next to the last page of every paged list. */
import { allEndpoints, type Endpoint } from '@job-board/contract';
import { expectStatus, type BenchClient } from './client.js';
import type { Row, SectionResult } from './report.js';
import { p50p95, timeRepeatedly } from './stats.js';

export const DEEP_PAGE_GOAL = 2;

/** Read paths taking `?page`. */
export function pagedLists(): Endpoint[] {
  return allEndpoints.filter((endpoint) => {
    if (endpoint.method !== 'GET' || !endpoint.query || endpoint.params) return false;
    const parsed = endpoint.query.safeParse({});
    return parsed.success && (parsed.data as Record<string, unknown>).page === 1;
  });
}

type Meta = { last_page: number; total: number };

/**
 * The paging figures of an answer, wherever its shape keeps them: `meta` of the paged envelope,
 * a paged `data` object (top performers), or a paged list inside the answer (KYC).
 */
function metaOf(body: unknown, depth = 0): Meta | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || depth > 2)
    return undefined;
  if (typeof (body as Partial<Meta>).last_page === 'number') return body as Meta;
  for (const value of Object.values(body)) {
    const found = metaOf(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export async function measurePaging(client: BenchClient, requests: number): Promise<SectionResult> {
  const rows: Row[] = [];
  for (const endpoint of pagedLists()) {
    const signedIn = endpoint.access === 'admin';
    const first = await expectStatus(client, `${endpoint.path}?page=1`, signedIn, 200);
    const meta = metaOf(first.json());
    if (!meta) throw new Error(`${endpoint.name} answered no last_page.`);
    const lastPage = meta.last_page;
    const timePage = (page: number) =>
      timeRepeatedly(requests, async () => {
        await expectStatus(client, `${endpoint.path}?page=${page}`, signedIn, 200);
      });
    const page1 = await timePage(1);
    // The middle page is the deepest for a list read from whichever end is nearer; the last
    // page the deepest for one that always walks from the start.
    const deepPages: [string, number][] = [
      ['middle', Math.max(1, Math.ceil(lastPage / 2))],
      ['last', Math.max(1, lastPage)],
    ];
    for (const [which, page] of deepPages) {
      const deep = await timePage(page);
      const times = deep.p95 / page1.p95;
      rows.push({
        measure: `${endpoint.name} GET ${endpoint.path}${signedIn ? '' : ' (public)'}: page ${page.toLocaleString('en-US')} (${which})`,
        figure: p50p95(deep),
        reference: `page 1 ${p50p95(page1)}`,
        ratio: `${times.toFixed(2)}×`,
        check: {
          goal:
            endpoint.name === 'jobs.list'
              ? `GET ${endpoint.path}: a deep page ≤ ${DEEP_PAGE_GOAL}× page 1`
              : `every paged list: a deep page ≤ ${DEEP_PAGE_GOAL}× page 1`,
          met: times <= DEEP_PAGE_GOAL,
          gap: `page ${page} p95 ${deep.p95.toFixed(1)} ms = ${times.toFixed(2)}× page 1 (${page1.p95.toFixed(1)} ms)`,
        },
      });
    }
  }
  return {
    name: 'paging',
    title: 'Paging',
    rows,
    notes: [
      `every list taking ?page, default order, no search; figure = p50 / p95 of its middle page and of its last page, reference = page 1, ratio = p95 / p95 (one request at a time, ${requests} requests after one warm-up).`,
    ],
  };
}
