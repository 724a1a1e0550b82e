import { endpoints, type Permission } from '@job-board/contract';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-query';
import type { KindNames } from './command-palette-text';

export type PaletteKind =
  'users' | 'jobs' | 'partners' | 'kyc' | 'invoices' | 'blog_posts' | 'web_pages' | 'admins';

/** A record the palette found or remembers: what its option shows and the page it opens. */
export type PaletteRecord = {
  /** Unique among every record: kind and id. */
  key: string;
  kind: PaletteKind;
  label: string;
  detail: string | null;
  /** The page it opens, without the app's basename. */
  to: string;
};

type Can = (permission: Permission) => boolean;

/** One kind's answer to a search: its first page's records and how many the list holds. */
export type KindAnswer = {
  records: PaletteRecord[];
  total: number;
  /** The total is the server's estimate (`total_is_estimate`). */
  estimate: boolean;
};

type SearchQuery<T> = UseQueryOptions<T, Error, T, QueryKey>;

export type PaletteKindSpec = {
  kind: PaletteKind;
  names: KindNames;
  /** What the role needs to search the kind and open what it finds (the list endpoint's). */
  permission: Permission;
  /** The list endpoint's first page for the term (`?s=`). */
  query: (term: string) => SearchQuery<unknown>;
  read: (answer: unknown, can: Can) => KindAnswer;
  /** The list screen searched for the term, through the URL parameter its search box writes. */
  seeAll: (term: string) => string;
};

type Page<Row> = { data: Row[]; meta: { total: number; total_is_estimate?: boolean } };

/** The place a record opens, built from the row; `id` keys the record. */
type Found = Omit<PaletteRecord, 'key' | 'kind'> & { id: number };

/**
 * One searched kind, typed by its endpoint's answer; the palette handles every kind alike, so the
 * answer's type is kept inside `read`.
 */
function searchKind<T, Row>(spec: {
  kind: PaletteKind;
  names: KindNames;
  permission: Permission;
  query: (term: string) => SearchQuery<T>;
  page: (answer: T) => Page<Row>;
  record: (row: Row, can: Can) => Found;
  seeAll: (term: string) => string;
}): PaletteKindSpec {
  const { kind, names, permission, seeAll, page, record } = spec;
  return {
    kind,
    names,
    permission,
    seeAll,
    query: spec.query as (term: string) => SearchQuery<unknown>,
    read: (answer, can) => {
      const { data, meta } = page(answer as T);
      return {
        records: data.map((row) => {
          const { id, ...found } = record(row, can);
          return { key: `${kind}-${id}`, kind, ...found };
        }),
        total: meta.total,
        estimate: meta.total_is_estimate === true,
      };
    },
  };
}

/** `path?name=value…`, as a list screen reads its state from the URL. */
const withParams = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

// The content screen holds two lists, their parameters prefixed `posts_` and `pages_`
// (features/content/content-paths.ts).
const CONTENT = '/content-management';

/**
 * Every kind of record the palette finds, in the order its groups show when they rank alike.
 * Each is searched through its list's own `?s=` (the contract's list definitions), so it finds
 * what the list screen's search box finds; a kind without a record page opens its list searched
 * for the record.
 */
export const PALETTE_KINDS: readonly PaletteKindSpec[] = [
  searchKind({
    kind: 'users',
    names: { heading: 'Users', one: 'user', many: 'users' },
    permission: 'users.read',
    query: (s) => apiQuery(endpoints.users.list, { query: { s } }),
    page: (answer) => answer,
    record: (user) => ({
      id: user.id,
      label: user.full_name,
      detail: user.email,
      to: `/users/${user.id}`,
    }),
    seeAll: (s) => withParams('/users', { s }),
  }),
  searchKind({
    kind: 'jobs',
    names: { heading: 'Jobs', one: 'job', many: 'jobs' },
    permission: 'jobs.read',
    query: (s) => apiQuery(endpoints.jobs.list, { query: { s } }),
    page: (answer) => answer,
    record: (job) => ({
      id: job.id,
      label: job.title,
      detail: job.partner.name,
      to: `/jobs/${job.id}`,
    }),
    // The jobs screen holds other lists: the jobs list's parameters are prefixed `jobs_`.
    seeAll: (s) => withParams('/jobs', { jobs_s: s }),
  }),
  searchKind({
    kind: 'partners',
    names: { heading: 'Partners', one: 'partner', many: 'partners' },
    permission: 'partners.read',
    query: (s) => apiQuery(endpoints.partners.list, { query: { s } }),
    page: (answer) => answer,
    record: (partner) => ({
      id: partner.id,
      label: partner.name,
      detail: null,
      to: `/partners/${partner.id}`,
    }),
    seeAll: (s) => withParams('/partners', { s }),
  }),
  searchKind({
    kind: 'kyc',
    names: {
      heading: 'KYC verifications',
      one: 'KYC verification',
      many: 'KYC verifications',
      short: 'KYC',
    },
    // The results open the record with its documents, which needs kyc.review.
    permission: 'kyc.review',
    query: (s) => apiQuery(endpoints.kyc.list, { query: { s } }),
    page: (answer) => answer.verifications,
    record: (verification) => ({
      id: verification.id,
      label: verification.full_name,
      detail: `${verification.id_type} · ${verification.status}`,
      to: `/kyc/${verification.id}`,
    }),
    // The API searches every status; the screen opens on pending unless told `all`.
    seeAll: (s) => withParams('/kyc', { s, status: 'all' }),
  }),
  searchKind({
    kind: 'invoices',
    names: { heading: 'Invoices', one: 'invoice', many: 'invoices' },
    permission: 'subscriptions.read',
    query: (s) => apiQuery(endpoints.invoices.list, { query: { s } }),
    page: (answer) => answer,
    record: (invoice) => ({
      id: invoice.id,
      label: invoice.number,
      detail: `${invoice.partner} · ${invoice.package}`,
      to: withParams('/invoices', { s: invoice.number }),
    }),
    seeAll: (s) => withParams('/invoices', { s }),
  }),
  searchKind({
    kind: 'blog_posts',
    names: { heading: 'Blog posts', one: 'blog post', many: 'blog posts' },
    permission: 'content.read',
    query: (s) => apiQuery(endpoints.blogPosts.list, { query: { s } }),
    page: (answer) => answer,
    // Only an editor opens the post's editor; a reader sees it in the list.
    record: (post, can) => ({
      id: post.id,
      label: post.title,
      detail: post.published ? 'Published' : 'Hidden',
      to: can('content.write')
        ? `${CONTENT}/blog/post/${post.id}`
        : withParams(CONTENT, { posts_s: post.title }),
    }),
    seeAll: (s) => withParams(CONTENT, { posts_s: s }),
  }),
  searchKind({
    kind: 'web_pages',
    names: { heading: 'Web pages', one: 'web page', many: 'web pages' },
    permission: 'content.read',
    query: (s) => apiQuery(endpoints.webPages.list, { query: { s } }),
    page: (answer) => answer,
    record: (webPage) => ({
      id: webPage.id,
      label: webPage.title,
      detail: `/${webPage.slug}`,
      to: withParams(CONTENT, { pages_s: webPage.title }),
    }),
    seeAll: (s) => withParams(CONTENT, { pages_s: s }),
  }),
  searchKind({
    kind: 'admins',
    names: { heading: 'Admins', one: 'admin', many: 'admins' },
    permission: 'admins.read',
    query: (s) => apiQuery(endpoints.admins.list, { query: { s } }),
    page: (answer) => answer,
    record: (admin) => ({
      id: admin.id,
      label: admin.name,
      detail: admin.email,
      to: withParams('/admins', { s: admin.email }),
    }),
    seeAll: (s) => withParams('/admins', { s }),
  }),
];

/** The kinds the role may search, in the palette's order. */
export const searchableKinds = (can: Can) => PALETTE_KINDS.filter((kind) => can(kind.permission));
