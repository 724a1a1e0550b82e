import { z } from './zod.js';
import { pagedList } from './envelopes.js';
import { MAX_RECORD_ID } from './fields.js';
import { CSV_FILE_TYPE } from './list-filters.js';
import { csvColumns } from './list-builders.js';
import { defineList, listFilterQuery, listPageQuery, pageSizesFrom } from './list-definition.js';
import { PAGE_SIZES, blankAsMissing, pageQuery, searchParam } from './lists.js';
import { defineEndpoints } from './endpoint.js';

const id = z.number().int();
const count = z.number().int().nonnegative();

// GET /api/partner/all?s&limit&ids — the job form's partner picker.

/** How many options one picker call answers: `limit`'s default (with `s`) and largest value. */
export const PARTNER_OPTIONS_LIMIT = { default: 20, max: 50 } as const;

export const PARTNER_OPTIONS_MESSAGES = {
  limit: `The limit must be a whole number from 1 to ${PARTNER_OPTIONS_LIMIT.max}.`,
  ids: 'Give the partner ids as whole numbers of 1 or more separated by commas, e.g. ids=7,12.',
  tooManyIds: `Ask for at most ${PARTNER_OPTIONS_LIMIT.max} partner ids at once.`,
} as const;

const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** `limit`: how many options (1 to PARTNER_OPTIONS_LIMIT.max); blank = the default. */
const optionsLimitParam = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: PARTNER_OPTIONS_MESSAGES.limit })
    .int(PARTNER_OPTIONS_MESSAGES.limit)
    .min(1, PARTNER_OPTIONS_MESSAGES.limit)
    .max(PARTNER_OPTIONS_LIMIT.max, PARTNER_OPTIONS_MESSAGES.limit)
    .optional(),
);

/**
 * `ids`: partner ids separated by commas (`ids=7,12`), or the parameter repeated (`ids=7&ids=12`),
 * at most PARTNER_OPTIONS_LIMIT.max; read as distinct numbers. Anything but canonical positive
 * integers is refused as a whole, under `ids`.
 */
const partnerIdsParam = z.preprocess(
  (value) => {
    if (blankAsMissing(value) === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [String(part)]))
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const valid = parts.every((part) => ID_TEXT.test(part) && Number(part) <= MAX_RECORD_ID);
    // Not a list: refused below with the sentence that says what to send.
    return valid ? parts.map(Number) : String(value);
  },
  z
    .array(z.number().int().min(1).max(MAX_RECORD_ID), { error: PARTNER_OPTIONS_MESSAGES.ids })
    .min(1, PARTNER_OPTIONS_MESSAGES.ids)
    .max(PARTNER_OPTIONS_LIMIT.max, PARTNER_OPTIONS_MESSAGES.tooManyIds)
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

/**
 * None of them: every partner (what the platform's existing clients ask). `s`: the partners whose
 * company name contains the text (the partners list's search), best match first — the name
 * itself, then names beginning with it, then a later word beginning with it, then the rest —
 * then A–Z; at most `limit` (default 20). (A term found in more than 1,000 names gives the names
 * beginning with it, then its other matches, A–Z.) `limit` alone: the first partners A–Z.
 * `ids`: those partners (the label of a chosen one), A–Z, narrowed by `s` when both are given.
 */
const partnerOptionsQuery = z.object({
  s: searchParam,
  limit: optionsLimitParam,
  ids: partnerIdsParam,
});
export type PartnerOptionsQuery = z.output<typeof partnerOptionsQuery>;

const partnerOption = z.object({ id, name: z.string() });
export type PartnerOption = z.infer<typeof partnerOption>;
const partnerOptionsResponse = z.object({
  result: z.literal(true),
  data: z.array(partnerOption),
});
export type PartnerOptionsResponse = z.infer<typeof partnerOptionsResponse>;

// GET /api/admin/partners?page&s&sort&active_subscription
export const PARTNER_SORT_FIELDS = ['company_name'] as const;

const partnerListItem = z.object({
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
const partnersList = pagedList(partnerListItem);

/** A partner as the CSV export writes it: with whether a subscription is running now. */
const partnerExportRow = partnerListItem
  .pick({ id: true, name: true, bio: true, member_since: true, posted_jobs: true })
  .extend({ active_subscription: z.boolean() });

const ACTIVE_SUBSCRIPTION_OPTIONS = [
  { value: 'yes', label: 'With an active subscription' },
  { value: 'no', label: 'Without an active subscription' },
] as const;

/**
 * The partners list: searched by company name, filtered by whether a subscription is running
 * now, A–Z or Z–A by name; exported as CSV.
 */
export const PARTNERS_LIST = defineList({
  name: 'partners',
  row: partnerListItem,
  columns: [
    { id: 'profile_picture', label: 'Picture', phone: 'secondary' },
    { id: 'name', label: 'Company name', sort: 'company_name', required: true, phone: 'title' },
    { id: 'bio', label: 'Bio', phone: 'primary' },
    { id: 'member_since', label: 'Member since', phone: 'secondary' },
    { id: 'posted_jobs', label: 'Posted jobs', hidden: true, phone: 'secondary' },
  ],
  filters: [
    {
      name: 'active_subscription',
      label: 'Active subscription',
      kind: 'yes-no',
      options: ACTIVE_SUBSCRIPTION_OPTIONS,
      chip: (_value, option) => option,
    },
  ],
  search: { placeholder: 'Search by company name…' },
  sorts: [{ field: PARTNER_SORT_FIELDS[0], ascending: 'Name: A - Z', descending: 'Name: Z - A' }],
  defaultSort: 'company_name',
  bulkActions: [],
  exportRow: partnerExportRow,
  exportColumns: csvColumns(partnerExportRow, {
    id: 'ID',
    name: 'Company name',
    bio: 'Bio',
    member_since: 'Member since',
    posted_jobs: 'Posted jobs',
    active_subscription: 'Active subscription',
  }),
  pageSizes: pageSizesFrom(PAGE_SIZES.partners),
});

/** What selects partners, shared by the list and its export. */
const partnersFilterQuery = listFilterQuery(PARTNERS_LIST);
export type PartnersFilter = z.output<typeof partnersFilterQuery>;

const partnersListQuery = listPageQuery(PARTNERS_LIST);

// GET /api/partner/dashboard — the newest partners, public (no emails).
export const partnerCard = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  /** Every job of the partner, published or not. */
  posted_jobs: count,
});
export type PartnerCard = z.infer<typeof partnerCard>;
const partnerCardsResponse = z.object({ data: z.array(partnerCard) });

// GET /api/partner/top-performers?page=
const topPerformersQuery = pageQuery;

const topPerformer = z.object({
  id,
  company_name: z.string(),
  img_url: z.string().nullable(),
  /** Published jobs of the partner (the ranking's key). */
  jobs_posted: count,
});
export type TopPerformer = z.infer<typeof topPerformer>;

const topPerformersPage = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: count,
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
  data: z.array(topPerformer),
});
export type TopPerformersPage = z.infer<typeof topPerformersPage>;
const topPerformersResponse = z.object({ result: z.literal(true), data: topPerformersPage });

export const partnersEndpoints = defineEndpoints('partners', {
  options: {
    method: 'GET',
    path: '/api/partner/all',
    access: 'admin',
    permission: 'partners.read',
    summary:
      'Partners’ ids and names for a picker: every partner A–Z without parameters; with `s` ' +
      'the best matches of a company-name search, with `limit` at most that many (1–50, ' +
      'default 20 with `s`), with `ids` (comma-separated) those partners',
    query: partnerOptionsQuery,
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
