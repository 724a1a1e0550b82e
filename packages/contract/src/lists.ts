import { z } from './zod.js';
import { recordId } from './fields.js';

/** Page sizes of the contract's paged lists. */
export const PAGE_SIZES = {
  users: 10,
  jobs: 10,
  partners: 10,
  webPages: 5,
  blogPosts: 10,
  invoices: 3,
  topPerformers: 4,
  kyc: 10,
  auditLog: 20,
  admins: 20,
  webhookDeliveries: 20,
  trash: 20,
} as const;

/**
 * Blank text and null count as "not given" (a client's empty `?page=&sort=` means the default;
 * forms send hidden fields empty).
 */
export const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const pageParam = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: 'The page must be a whole number of 1 or more.' })
    .int('The page must be a whole number of 1 or more.')
    .min(1, 'The page must be a whole number of 1 or more.')
    .max(1_000_000, 'The page must be at most 1000000.')
    .default(1),
);

export const searchParam = z
  .string()
  .trim()
  .max(200, 'Search for at most 200 characters.')
  .optional()
  .transform((s) => (s ? s : undefined));

/**
 * `sort` = `field` (ascending) or `-field` (descending), only from the allow-list; blank or
 * absent = the list's default order.
 */
export function sortParam<const F extends string>(fields: readonly F[]) {
  const allowed = fields.flatMap((f) => [f, `-${f}`]);
  return z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .refine((v) => allowed.includes(v), { message: `Sort by one of: ${allowed.join(', ')}.` })
      .optional()
      .transform((v) =>
        v
          ? {
              field: v.replace(/^-/, '') as F,
              direction: v.startsWith('-') ? ('desc' as const) : ('asc' as const),
            }
          : undefined,
      ),
  );
}

export const pageQuery = z.object({ page: pageParam });

/** `?page&s&sort` of a searchable, sortable list. */
export function listQuery<const F extends string>(sortFields: readonly F[]) {
  return z.object({ page: pageParam, s: searchParam, sort: sortParam(sortFields) });
}

/** `:id` in a URL: see `recordId` (anything but a canonical positive integer is a 404). */
export const idParams = z.object({ id: recordId });
