import { PAGE_SIZES, endpoints } from '@job-board/contract';
import { sendListCsv } from '../../lib/lists/list-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './partners.repository.js';
import {
  exportPartners,
  listPartnerCards,
  listPartners,
  partnerOptions,
  toTopPerformersPage,
} from './partners.service.js';

export const partnersRoutes = [
  defineRoute(endpoints.partners.options).handle(({ query, context }) =>
    partnerOptions(context, query),
  ),
  defineRoute(endpoints.partners.list).handle(async ({ request, query, context }) => {
    const { items, total, page } = await listPartners(context, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.partners.export).handle(({ reply, query, context }) =>
    Promise.resolve(sendListCsv(reply, exportPartners(context, query))),
  ),
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
