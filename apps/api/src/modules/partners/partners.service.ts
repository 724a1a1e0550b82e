import {
  DASHBOARD_LIMITS,
  type Paged,
  type PartnerCard,
  type PartnerListItem,
  type TopPerformer,
  type TopPerformersPage,
} from '@job-board/contract';
import type { Actor, Context } from '../../lib/context.js';
import { keysetBatches } from '../../lib/csv-export.js';
import type { PageRequest, Total } from '../../lib/paging.js';
import * as repo from './partners.repository.js';

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
