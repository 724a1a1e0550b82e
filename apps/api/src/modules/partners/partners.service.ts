import {
  DASHBOARD_LIMITS,
  PARTNER_OPTIONS_LIMIT,
  type Paged,
  type PartnerOptionsQuery,
  type PartnerOptionsResponse,
  type PartnerCard,
  type PartnerListItem,
  type TopPerformer,
  type TopPerformersPage,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { Actor, Context } from '../../lib/context.js';
import { keysetBatches } from '../../lib/csv-export.js';
import type { PageRequest, Total } from '../../lib/paging.js';
import { ByVersion, PreparedJson } from '../../lib/prepared-json.js';
import * as repo from './partners.repository.js';

/** The whole picker list of each database, serialised once per version of the partners' names. */
const wholeOptionLists = new WeakMap<Db, ByVersion<PreparedJson<PartnerOptionsResponse>>>();

/**
 * GET /api/partner/all. Without parameters every partner A–Z, as the platform's clients have
 * always asked: serialised once per version of the names (kept by the database, so writes by
 * any process count) and sent again as long as it holds, for one small query per request. With
 * parameters, the picker's search (see repo.listPartnerOptions).
 */
export async function partnerOptions(
  { db, dialect }: Context<Actor | null>,
  query: PartnerOptionsQuery,
): Promise<PartnerOptionsResponse | PreparedJson<PartnerOptionsResponse>> {
  const { s: search, ids, limit } = query;
  if (search === undefined && ids === undefined && limit === undefined) {
    let lists = wholeOptionLists.get(db);
    if (!lists) wholeOptionLists.set(db, (lists = new ByVersion()));
    // The version first: the list read after it is at least as new.
    const version = await repo.partnerNamesVersion(db);
    return lists.get(version, async () =>
      PreparedJson.of({
        result: true as const,
        data: (await repo.listPartnerNames(db)).map(repo.toPartnerOption),
      }),
    );
  }
  const rows = await repo.listPartnerOptions(db, dialect, {
    search,
    ids,
    // Named partners come all (they are at most the limit's maximum); a search, its best few.
    limit: limit ?? (ids && !search ? ids.length : PARTNER_OPTIONS_LIMIT.default),
  });
  return { result: true, data: rows.map(repo.toPartnerOption) };
}

/**
 * Attaches each partner's job count, counted for these rows only (one grouped query through the
 * jobs(partner_id) index), never for the whole table.
 */
async function withPostedJobs<T>(
  { db }: Context<Actor | null>,
  rows: repo.PartnerSummary[],
  toItem: (row: repo.PartnerSummary, postedJobs: number) => T,
): Promise<T[]> {
  const counts = await repo.countJobsByPartner(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, counts.get(row.id) ?? 0));
}

/** A page of the partner list, searched by company name and sorted A–Z or Z–A. */
export async function listPartnerItems(
  context: Context<Actor | null>,
  { filter, page }: { filter: repo.PartnerListFilter; page: PageRequest },
): Promise<{ items: PartnerListItem[]; total: Total }> {
  const { rows, total } = await repo.listPartners(context.db, context.dialect, filter, page);
  const items = await withPostedJobs(context, rows, (row, postedJobs) =>
    repo.toPartnerListItem(context.config, row, postedJobs),
  );
  return { items, total };
}

/** A row of the partners export: the partner, its job count and whether a subscription runs. */
export type PartnerExportItem = repo.PartnerExportRow & {
  posted_jobs: number;
  active_subscription: boolean;
};

/**
 * Every partner the filter selects, in its order, batch by batch (keyset paging), each batch with
 * its job counts and running subscriptions read for its rows only.
 */
export async function* partnerExportBatches(
  context: Context<Actor | null>,
  filter: repo.PartnerListFilter,
): AsyncGenerator<PartnerExportItem[]> {
  const batches = keysetBatches<repo.PartnerExportRow, repo.PartnerExportCursor>(
    (cursor, size) => repo.partnerExportBatch(context.db, context.dialect, filter, cursor, size),
    repo.partnerExportCursor,
  );
  for await (const rows of batches) {
    const ids = rows.map((row) => row.id);
    const counts = await repo.countJobsByPartner(context.db, ids);
    const active =
      filter.activeSubscription === undefined
        ? await repo.activePartnerIds(context.db, ids, filter.now)
        : null;
    yield rows.map((row) => ({
      ...row,
      posted_jobs: counts.get(row.id) ?? 0,
      active_subscription: active ? active.has(row.id) : filter.activeSubscription === true,
    }));
  }
}

/** The dashboard's partner cards: the partners who joined last. */
export async function listPartnerCards(context: Context<Actor | null>): Promise<PartnerCard[]> {
  const rows = await repo.listNewestPartners(context.db, DASHBOARD_LIMITS.partners);
  return withPostedJobs(context, rows, (row, postedJobs) =>
    repo.toPartnerCard(context.config, row, postedJobs),
  );
}

/** The top-performers panel's page shape, read off the one paged-list envelope. */
export function toTopPerformersPage({ data, links, meta }: Paged<TopPerformer>): TopPerformersPage {
  return {
    current_page: meta.current_page,
    last_page: meta.last_page,
    per_page: meta.per_page,
    total: meta.total,
    prev_page_url: links.prev,
    next_page_url: links.next,
    data,
  };
}
