import { PAGE_SIZES, endpoints } from '@job-board/contract';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './partners.repository.js';
import { listPartnerCards, listPartnerItems, toTopPerformersPage } from './partners.service.js';

export const partnersRoutes = [
  defineRoute(endpoints.partners.options).handle(async ({ context }) => ({
    result: true,
    data: (await repo.listPartnerNames(context.db)).map(repo.toPartnerOption),
  })),
  defineRoute(endpoints.partners.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.partners };
    const { items, total } = await listPartnerItems(context, {
      filter: { search: query.s, direction: query.sort?.direction ?? 'asc' },
      page,
    });
    return pagedEnvelope(request, context.config, items, total, page);
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
