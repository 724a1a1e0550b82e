import {
  DASHBOARD_LIMITS,
  PARTNERS_LIST,
  PARTNER_OPTIONS_LIMIT,
  type Paged,
  type PartnerOptionsQuery,
  type PartnerOptionsResponse,
  type PartnerCard,
  type PartnersFilter,
  type TopPerformer,
  type TopPerformersPage,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { dataVersion } from '../../db/data-versions.js';
import type { Actor, Context } from '../../lib/context.js';
import { listCsv } from '../../lib/lists/list-export.js';
import { pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext } from '../../lib/lists/list-table.js';
import { nowIso } from '../../lib/time.js';
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
    const version = await dataVersion(db, 'partner_names');
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

/** A page of the partner list, searched by company name and sorted A–Z or Z–A. */
export const listPartners = (
  context: ListContext,
  query: PageQuery<PartnersFilter>,
  now = nowIso(),
) => pageOf(context, repo.PARTNERS_TABLE, { ...query, now });

/** The partner list's CSV export, each row with its job count and whether a subscription runs. */
export const exportPartners = (context: ListContext, query: PartnersFilter, now = nowIso()) =>
  listCsv(context, PARTNERS_LIST, repo.PARTNERS_TABLE, { ...query, now });

/** The dashboard's partner cards: the partners who joined last. */
export async function listPartnerCards(context: Context<Actor | null>): Promise<PartnerCard[]> {
  const rows = await repo.listNewestPartners(context.db, DASHBOARD_LIMITS.partners);
  return repo.withPostedJobs(context.db, rows, (row, postedJobs) =>
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
