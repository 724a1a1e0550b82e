import { z } from 'zod';
import { pagedList } from './envelopes.js';
import { CSV_FILE_TYPE, yesNoParam } from './list-filters.js';
import { pageParam, pageQuery, searchParam, sortParam } from './lists.js';
import { defineEndpoints } from './endpoint.js';

const id = z.number().int();
const count = z.number().int().nonnegative();

// GET /api/partner/all — every partner by name, for the job form's picker.
export const partnerOption = z.object({ id, name: z.string() });
export type PartnerOption = z.infer<typeof partnerOption>;
export const partnerOptionsResponse = z.object({
  result: z.literal(true),
  data: z.array(partnerOption),
});

// GET /api/admin/partners?page&s&sort&active_subscription
export const PARTNER_SORT_FIELDS = ['company_name'] as const;

/**
 * What selects partners, shared by the list and its export: the search (company name), whether
 * the partner has a subscription running now (`yes`/`no`), and the order.
 */
export const partnersFilterQuery = z.object({
  s: searchParam,
  sort: sortParam(PARTNER_SORT_FIELDS),
  active_subscription: yesNoParam,
});
export type PartnersFilter = z.output<typeof partnersFilterQuery>;

export const partnersListQuery = partnersFilterQuery.extend({ page: pageParam });

export const partnerListItem = z.object({
  id,
  name: z.string(),
  bio: z.string().nullable(),
  profile_picture: z.string().nullable(),
  /** When the partner joined (ISO-8601 UTC); the screen shows "Member since {Month Year}". */
  member_since: z.string(),
  /** Every job of the partner, published or not. */
  posted_jobs: count,
});
export type PartnerListItem = z.infer<typeof partnerListItem>;
export const partnersList = pagedList(partnerListItem);

// GET /api/partner/dashboard — the newest partners, public (no emails).
export const partnerCard = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  /** Every job of the partner, published or not. */
  posted_jobs: count,
});
export type PartnerCard = z.infer<typeof partnerCard>;
export const partnerCardsResponse = z.object({ data: z.array(partnerCard) });

// GET /api/partner/top-performers?page=
export const topPerformersQuery = pageQuery;

export const topPerformer = z.object({
  id,
  company_name: z.string(),
  img_url: z.string().nullable(),
  /** Published jobs of the partner (the ranking's key). */
  jobs_posted: count,
});
export type TopPerformer = z.infer<typeof topPerformer>;

export const topPerformersPage = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: count,
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
  data: z.array(topPerformer),
});
export type TopPerformersPage = z.infer<typeof topPerformersPage>;
export const topPerformersResponse = z.object({ result: z.literal(true), data: topPerformersPage });

export const partnersEndpoints = defineEndpoints('partners', {
  options: {
    method: 'GET',
    path: '/api/partner/all',
    access: 'admin',
    permission: 'partners.read',
    summary: 'Every partner’s id and name, A–Z (the job form’s partner picker)',
    response: partnerOptionsResponse,
  },
  list: {
    method: 'GET',
    path: '/api/admin/partners',
    access: 'admin',
    permission: 'partners.read',
    summary:
      'Partners with their job counts, searchable by company name, filtered by whether a ' +
      'subscription is running now, sorted by name',
    query: partnersListQuery,
    response: partnersList,
  },
  export: {
    method: 'GET',
    path: '/api/admin/partners/export',
    access: 'admin',
    permission: 'partners.read',
    summary:
      'The partners list as a CSV file (UTF-8 with BOM), with the list’s filters and order, every page',
    query: partnersFilterQuery,
    kind: 'file',
    fileType: CSV_FILE_TYPE,
  },
  topPerformers: {
    method: 'GET',
    path: '/api/partner/top-performers',
    access: 'public',
    summary: 'Partners ranked by published jobs, most first, 4 per page',
    query: topPerformersQuery,
    response: topPerformersResponse,
  },
  cards: {
    method: 'GET',
    path: '/api/partner/dashboard',
    access: 'public',
    summary: 'The dashboard’s partner cards: the 4 partners who joined last',
    response: partnerCardsResponse,
  },
});
