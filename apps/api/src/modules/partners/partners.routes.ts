import {
  PAGE_SIZES,
  partnerCardsResponse,
  partnerOptionsResponse,
  partnersList,
  partnersListQuery,
  topPerformersQuery,
  topPerformersResponse,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './partners.repository.js';
import { listPartnerCards, listPartnerItems, toTopPerformersPage } from './partners.service.js';

const tags = ['partners'];

export function partnersRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/partner/all',
      access: 'admin',
      summary: 'Every partner’s id and name, A–Z (the job form’s partner picker)',
      tags,
      responses: { 200: partnerOptionsResponse },
      handler: async () => ({
        result: true,
        data: (await repo.listPartnerNames(deps.db)).map(repo.toPartnerOption),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/partners',
      access: 'admin',
      summary: 'Partners with their job counts, searchable by company name, sorted by name',
      tags,
      query: partnersListQuery,
      responses: { 200: partnersList },
      handler: async ({ request, query }) => {
        const page = { page: query.page, perPage: PAGE_SIZES.partners };
        const { items, total } = await listPartnerItems(
          deps,
          { search: query.s, direction: query.sort?.direction ?? 'asc' },
          page,
        );
        return pagedEnvelope(request, deps.config, items, total, page);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/partner/top-performers',
      access: 'public',
      summary: 'Partners ranked by published jobs, most first, 4 per page',
      tags,
      query: topPerformersQuery,
      responses: { 200: topPerformersResponse },
      handler: async ({ request, query }) => {
        const page = { page: query.page, perPage: PAGE_SIZES.topPerformers };
        const { rows, total } = await repo.listTopPerformers(deps.db, page);
        const items = rows.map((row) => repo.toTopPerformer(deps.config, row));
        return {
          result: true,
          data: toTopPerformersPage(pagedEnvelope(request, deps.config, items, total, page)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/partner/dashboard',
      access: 'public',
      summary: 'The dashboard’s partner cards: the 4 partners who joined last',
      tags,
      responses: { 200: partnerCardsResponse },
      handler: async () => ({ data: await listPartnerCards(deps) }),
    }),
  ];
}
