import { PAGE_SIZES, endpoints } from '@job-board/contract';
import { sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './partners.repository.js';
import {
  listPartnerCards,
  listPartnerItems,
  partnerExportBatches,
  partnerOptions,
  toTopPerformersPage,
  type PartnerExportItem,
} from './partners.service.js';

/** The columns of the partners export. */
const EXPORT_COLUMNS: readonly CsvColumn<PartnerExportItem>[] = [
  { header: 'ID', value: (partner) => partner.id },
  { header: 'Company name', value: (partner) => partner.company_name },
  { header: 'Bio', value: (partner) => partner.bio },
  { header: 'Member since', value: (partner) => partner.created_at },
  { header: 'Posted jobs', value: (partner) => partner.posted_jobs },
  {
    header: 'Active subscription',
    value: (partner) => (partner.active_subscription ? 'yes' : 'no'),
  },
];

export const partnersRoutes = [
  defineRoute(endpoints.partners.options).handle(({ query, context }) =>
    partnerOptions(context, query),
  ),
  defineRoute(endpoints.partners.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.partners };
    const { items, total } = await listPartnerItems(context, {
      filter: repo.partnerFilterOf(query, new Date().toISOString()),
      page,
    });
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.partners.export).handle(async ({ reply, query, context }) => {
    const filter = repo.partnerFilterOf(query, new Date().toISOString());
    return sendCsv(reply, 'partners', EXPORT_COLUMNS, partnerExportBatches(context, filter));
  }),
  defineRoute(endpoints.partners.topPerformers).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.topPerformers };
    const { rows, total } = await repo.listTopPerformers(context.db, page);
    const items = rows.map((row) => repo.toTopPerformer(context.config, row));
    return {
      result: true,
      data: toTopPerformersPage(pagedEnvelope(request, context.config, items, total, page)),
    };
  }),
  defineRoute(endpoints.partners.cards).handle(async ({ context }) => ({
    data: await listPartnerCards(context),
  })),
];
