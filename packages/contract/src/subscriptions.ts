import { z } from './zod.js';
import { bulkResponse, listBulkBody } from './bulk.js';
import { actionResult, dataEnvelope, pagedList, undoableResult } from './envelopes.js';
import {
  atMostTwoDecimals,
  formBoolean,
  formNumber,
  isParsingFormText,
  plainName,
} from './fields.js';
import { PAGE_SIZES, blankAsMissing, idParams } from './lists.js';
import { defineEndpoints } from './endpoint.js';
import { CSV_FILE_TYPE, idFilterParam } from './list-filters.js';
import { creationOrder, csvColumns } from './list-builders.js';
import { defineList, listFilterQuery, listPageQuery, pageSizesFrom } from './list-definition.js';

export const SUBSCRIPTION_TYPES = ['monthly', 'annual'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** The platform's default package: never deletable. */
export const PROTECTED_PACKAGE_ID = 1;

const PACKAGE_PRICE_MAX = 1_000_000;
const PACKAGE_NAME_MAX = 100;
const FEATURE_NAME_MAX = 100;
const FEATURE_CONFIG_MAX = 100;
const FEATURE_CONFIG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const SUBSCRIPTION_MESSAGES = {
  packageCreated: 'Package created successfully.',
  packageUpdated: 'Package updated successfully.',
  packageDeleted: 'Package deleted successfully.',
  featureCreated: 'Feature created successfully.',
  featureUpdated: 'Feature updated successfully.',
  featureDeleted: 'Feature deleted successfully.',
  packageNotFound: 'No package has this id.',
  featureNotFound: 'No feature has this id.',
  packageNameTaken: (name: string) => `A package named "${name}" already exists.`,
  featureConfigTaken: (config: string) =>
    `A feature with the config name "${config}" already exists.`,
  unknownFeatures: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Feature' : 'Features'} ${ids.join(', ')} ${
      ids.length === 1 ? 'does' : 'do'
    } not exist; choose features from the list.`,
  protectedPackage: 'Package 1 is the default package of the platform and cannot be deleted.',
  packageInUse: (invoices: number, subscriptions: number) => {
    const references = [
      invoices > 0 ? plural(invoices, 'invoice') : null,
      subscriptions > 0 ? plural(subscriptions, 'partner subscription') : null,
    ].filter(Boolean);
    const verb = references.length === 1 && invoices + subscriptions === 1 ? 'refers' : 'refer';
    return `This package cannot be deleted because ${references.join(' and ')} ${verb} to it. Deactivate it instead.`;
  },
  systemFeatureDelete:
    'This feature is used by the system and cannot be deleted; only display-only features can be deleted.',
  systemFeatureConfig:
    'The config name of this feature cannot be changed because the system reads it.',
  featureInUse: (packages: number) =>
    `This feature cannot be deleted because ${plural(packages, 'package')} ${
      packages === 1 ? 'lists' : 'list'
    } it. Remove it from ${packages === 1 ? 'that package' : 'those packages'} first.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Packages

const packagePrice = formNumber('price').pipe(
  z
    .number()
    .min(0, 'The price cannot be negative.')
    .max(PACKAGE_PRICE_MAX, `The price must be at most ${PACKAGE_PRICE_MAX}.`)
    .refine(...atMostTwoDecimals('price')),
);

export const subscriptionType = z.enum(SUBSCRIPTION_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? 'The subscription type field is required.'
      : 'The subscription type must be monthly or annual.',
});

const FEATURE_LIST_MESSAGE = 'The features must be a list of feature ids.';

/** A feature id in a list: a whole number, or its canonical text (form fields). */
const FEATURE_ID_TEXT = /^[1-9][0-9]{0,9}$/;
const featureIdOf = (item: number | string) =>
  typeof item === 'number' ? item : FEATURE_ID_TEXT.test(item.trim()) ? Number(item) : NaN;

/**
 * Feature ids: a JSON array; in a form, repeated fields (one value arrives as a single text) or
 * an empty value meaning none. Returned without duplicates.
 */
const featureIdList = z.preprocess(
  (value) => {
    if (!isParsingFormText()) return value;
    if (value === '') return [];
    return typeof value === 'string' ? [value] : value;
  },
  z
    .array(z.union([z.number(), z.string()]), { error: FEATURE_LIST_MESSAGE })
    .transform((items, ctx) => {
      const ids = items.map(featureIdOf);
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: FEATURE_LIST_MESSAGE, input: items });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
);

const packageFields = {
  name: plainName('name', PACKAGE_NAME_MAX),
  price: packagePrice,
  subscription_type: subscriptionType,
  is_active: formBoolean('active'),
  features: featureIdList,
  /** Form clients name repeated fields `features[]`. */
  'features[]': featureIdList,
};

type FeatureAliases = { features?: number[]; 'features[]'?: number[] };
const mergeFeatureAliases = <T extends FeatureAliases>({
  features,
  'features[]': bracketed,
  ...rest
}: T) => ({ ...rest, features: features ?? bracketed });

export const packageCreateBody = z
  .object({
    ...packageFields,
    is_active: packageFields.is_active.optional(),
    features: packageFields.features.optional(),
    'features[]': packageFields['features[]'].optional(),
  })
  .transform((body) => {
    const { features, is_active, ...rest } = mergeFeatureAliases(body);
    return { ...rest, is_active: is_active ?? true, features: features ?? [] };
  });
export type PackageCreateBody = z.output<typeof packageCreateBody>;

/** Any package fields; those left out keep their value. */
const packageUpdateBody = z
  .object({
    name: packageFields.name.optional(),
    price: packageFields.price.optional(),
    subscription_type: packageFields.subscription_type.optional(),
    is_active: packageFields.is_active.optional(),
    features: packageFields.features.optional(),
    'features[]': packageFields['features[]'].optional(),
  })
  .transform(mergeFeatureAliases);
export type PackageUpdateBody = z.output<typeof packageUpdateBody>;

const packageFeature = z.object({ id: z.number().int(), name: z.string() });

const packageItem = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  subscription_type: z.enum(SUBSCRIPTION_TYPES),
  active: z.boolean(),
  features: z.array(packageFeature),
});
export type PackageItem = z.infer<typeof packageItem>;

export const packagesList = dataEnvelope(z.array(packageItem));

/** Packages and features come whole from the server, by id; their tables page them on screen. */
const SUBSCRIPTION_ITEMS_PAGE_SIZE = 10;

/** What the packages and features lists share: by id, with no filter, bulk action or export. */
const subscriptionItemsList = {
  filters: [],
  sorts: [creationOrder('id', { fixed: true })],
  defaultSort: 'id',
  bulkActions: [],
  exportColumns: [],
  pageSizes: pageSizesFrom(SUBSCRIPTION_ITEMS_PAGE_SIZE),
  paging: 'client',
} as const;

/** The subscription packages: every one with its features, by id. */
export const PACKAGES_LIST = defineList({
  name: 'packages',
  row: packageItem,
  columns: [
    { id: 'name', label: 'Package Name', required: true, phone: 'title' },
    { id: 'price', label: 'Price', phone: 'primary' },
    { id: 'subscription_type', label: 'Subscription type', phone: 'secondary' },
    { id: 'active', label: 'Active', phone: 'primary' },
    { id: 'features', label: 'Features', phone: 'secondary' },
  ],
  ...subscriptionItemsList,
});
const packageResponse = dataEnvelope(packageItem);

// ---------------------------------------------------------------------------------------------
// Features

const configName = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'The config name field is required.'
        : 'The config name field must be text.',
  })
  .trim()
  .min(1, 'The config name field is required.')
  .max(FEATURE_CONFIG_MAX, `The config name must be at most ${FEATURE_CONFIG_MAX} characters.`)
  .regex(
    FEATURE_CONFIG_PATTERN,
    'The config name may use only lower-case letters and digits, in words joined by single hyphens or underscores (for example "job_posts_15").',
  );

export const featureCreateBody = z.object({
  name: plainName('name', FEATURE_NAME_MAX),
  config_name: configName,
});
export type FeatureCreateBody = z.output<typeof featureCreateBody>;

/** The name, and optionally a new config name (blank = unchanged). */
const featureUpdateBody = z.object({
  name: plainName('name', FEATURE_NAME_MAX),
  config_name: z.preprocess(blankAsMissing, configName.optional()),
});
export type FeatureUpdateBody = z.output<typeof featureUpdateBody>;

const featureItem = z.object({
  id: z.number().int(),
  name: z.string(),
  config: z.string(),
  /** Display-only: shown on the package, not read by the system. */
  display: z.boolean(),
});
export type FeatureItem = z.infer<typeof featureItem>;

export const featuresList = dataEnvelope(z.array(featureItem));

/** The package features: every one, by id; display-only ones are not read by the system. */
export const FEATURES_LIST = defineList({
  name: 'features',
  row: featureItem,
  columns: [
    { id: 'name', label: 'Feature Name', required: true, phone: 'title' },
    { id: 'config', label: 'Config Name', phone: 'secondary' },
    { id: 'display', label: 'Display only', phone: 'primary' },
  ],
  ...subscriptionItemsList,
});
const featureResponse = dataEnvelope(featureItem);

// ---------------------------------------------------------------------------------------------
// Invoices and sales revenue

/** Invoices per page unless `per_page` says otherwise (the spec's Subscriptions panel). */
const INVOICES_PER_PAGE_MAX = 100;
const INVOICE_PAID_FILTERS = ['yes', 'no'] as const;
/** An invoice's month: `YYYY-MM`. */
export const INVOICE_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const INVOICE_MESSAGES = {
  notFound: 'No invoice has this id.',
  markedPaid: (number: string) => `Invoice ${number} marked as paid.`,
  markedUnpaid: (number: string) => `Invoice ${number} marked as unpaid.`,
  alreadyPaid: (number: string) => `Invoice ${number} is already paid.`,
  alreadyUnpaid: (number: string) => `Invoice ${number} is already unpaid.`,
  paidFilter: 'The paid filter must be yes or no.',
  packageFilter: 'The package filter must be a package id (a whole number of 1 or more).',
  partnerFilter: 'The partner filter must be a partner id (a whole number of 1 or more).',
  monthFilter: 'The month must be written YYYY-MM (for example 2025-03).',
  perPage: `Ask for 1 to ${INVOICES_PER_PAGE_MAX} invoices per page.`,
} as const;

const invoiceItem = z.object({
  id: z.number().int(),
  /** The invoice number, e.g. INV-2025-000042: unique. */
  number: z.string(),
  partner_id: z.number().int(),
  /** The partner's company name. */
  partner: z.string(),
  package_id: z.number().int(),
  /** The package's name. */
  package: z.string(),
  amount: z.number(),
  /** ISO 4217 code of the amount's currency, e.g. USD. */
  currency: z.string(),
  paid: z.boolean(),
  /** When the invoice was issued. */
  invoiced_date: z.string(),
  /** When it was paid; null while unpaid. */
  paid_date: z.string().nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

/** An invoice as the CSV export writes it: the amount with two decimals, paid or unpaid. */
const invoiceExportRow = invoiceItem
  .pick({
    number: true,
    partner: true,
    package: true,
    currency: true,
    invoiced_date: true,
    paid_date: true,
  })
  .extend({ amount: z.string(), status: z.enum(['paid', 'unpaid']) });

/**
 * The invoices list as the spec has it (3 a page, newest issued first), plus a search by number,
 * filters (paid yes/no, package, partner, issued month), a sort by any of its dated or numbered
 * columns and another page size (any from 1 to INVOICES_PER_PAGE_MAX); marked paid or unpaid many at once;
 * exported as CSV.
 */
export const INVOICES_LIST = defineList({
  name: 'invoices',
  row: invoiceItem,
  columns: [
    { id: 'number', label: 'Number', sort: 'number', required: true, phone: 'title' },
    { id: 'partner', label: 'Partner', phone: 'primary' },
    { id: 'package', label: 'Package', phone: 'secondary' },
    { id: 'amount', label: 'Amount', sort: 'amount', phone: 'primary' },
    { id: 'invoiced_date', label: 'Issued', sort: 'invoiced_date', phone: 'secondary' },
    { id: 'paid_date', label: 'Paid on', sort: 'paid_date', phone: 'secondary' },
    { id: 'paid', label: 'Status', phone: 'primary' },
  ],
  filters: [
    {
      name: 'paid',
      label: 'Status',
      kind: 'choice',
      options: [
        { value: 'yes', label: 'Paid' },
        { value: 'no', label: 'Unpaid' },
      ],
      param: z.preprocess(
        blankAsMissing,
        z.enum(INVOICE_PAID_FILTERS, { error: INVOICE_MESSAGES.paidFilter }).optional(),
      ),
      chip: (_value, option) => `Status: ${option}`,
    },
    {
      name: 'package_id',
      label: 'Package',
      kind: 'record',
      source: { endpoint: 'packages.list' },
      param: idFilterParam(INVOICE_MESSAGES.packageFilter),
      chip: (_value, option) => `Package: ${option}`,
    },
    {
      name: 'partner_id',
      label: 'Partner',
      kind: 'record',
      source: { endpoint: 'partners.options' },
      param: idFilterParam(INVOICE_MESSAGES.partnerFilter),
      chip: (_value, option) => `Partner: ${option}`,
    },
    {
      name: 'month',
      label: 'Issued in',
      kind: 'month',
      param: z.preprocess(
        blankAsMissing,
        z
          .string({ error: INVOICE_MESSAGES.monthFilter })
          .trim()
          .regex(INVOICE_MONTH_PATTERN, INVOICE_MESSAGES.monthFilter)
          .optional(),
      ),
      chip: (_month, label) => `Issued in ${label}`,
    },
  ],
  search: { placeholder: 'Search by invoice number…' },
  sorts: [
    { field: 'number', ascending: 'Number: A - Z', descending: 'Number: Z - A' },
    { field: 'amount', ascending: 'Amount: lowest first', descending: 'Amount: highest first' },
    creationOrder('invoiced_date'),
    { field: 'paid_date', ascending: 'Paid: oldest first', descending: 'Paid: newest first' },
  ],
  defaultSort: '-invoiced_date',
  bulkActions: [
    { action: 'mark-paid', label: 'Mark paid', permission: 'subscriptions.write' },
    { action: 'mark-unpaid', label: 'Mark unpaid', permission: 'subscriptions.write' },
  ],
  exportRow: invoiceExportRow,
  exportColumns: csvColumns(invoiceExportRow, {
    number: 'Number',
    partner: 'Partner',
    package: 'Package',
    amount: 'Amount',
    currency: 'Currency',
    status: 'Status',
    invoiced_date: 'Issued',
    paid_date: 'Paid',
  }),
  pageSizes: pageSizesFrom(PAGE_SIZES.invoices),
  perPage: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: INVOICE_MESSAGES.perPage })
      .int(INVOICE_MESSAGES.perPage)
      .min(1, INVOICE_MESSAGES.perPage)
      .max(INVOICES_PER_PAGE_MAX, INVOICE_MESSAGES.perPage)
      .default(PAGE_SIZES.invoices),
  ),
});

export type InvoiceSortField = (typeof INVOICES_LIST.sorts)[number]['field'];

/** `?page` and a page size with the list's filters and sort. */
const invoicesQuery = listPageQuery(INVOICES_LIST);

/** GET /api/admin/invoices/export: the list's filters and sort, every page. */
const invoicesExportQuery = listFilterQuery(INVOICES_LIST);

/** What selects invoices for a bulk action: the list's filters, without sort. */
const invoicesFilterQuery = invoicesExportQuery.omit({ sort: true });
export type InvoicesFilterQuery = z.output<typeof invoicesFilterQuery>;

export type InvoiceBulkAction = (typeof INVOICES_LIST.bulkActions)[number]['action'];
/** POST /api/admin/invoices/bulk: `{ action, ids }` or `{ action, filter }`. */
const invoicesBulkBody = listBulkBody(INVOICES_LIST, invoicesFilterQuery);

/** PUT /api/admin/invoices/{id}/paid: mark paid (stamps the paid date) or unpaid (clears it). */
const invoicePaidBody = z.object({ paid: formBoolean('paid') });
const invoicePaidResponse = actionResult(invoiceItem);

const invoicesList = pagedList(invoiceItem);

/** Months of the sales revenue chart, ending with the current one. */
export const SALES_REVENUE_MONTHS = 12;

/** Package name → { "YYYY-MM": revenue of that month }, months oldest first. */
export const salesRevenue = z.record(z.string(), z.record(z.string(), z.number()));
export type SalesRevenue = z.infer<typeof salesRevenue>;

const salesRevenueResponse = z.object({ result: z.literal(true), data: salesRevenue });

export const packagesEndpoints = defineEndpoints('packages', {
  list: {
    method: 'GET',
    path: '/api/admin/packages',
    access: 'admin',
    permission: 'subscriptions.read',
    summary: 'Every subscription package with its features, by id',
    response: packagesList,
  },
  create: {
    method: 'POST',
    path: '/api/admin/packages',
    access: 'admin',
    permission: 'subscriptions.write',
    summary: 'Create a package',
    body: packageCreateBody,
    status: 201,
    response: packageResponse,
    failures: [409],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/packages/:id',
    access: 'admin',
    permission: 'subscriptions.write',
    summary: 'Change a package; fields left out keep their value',
    params: idParams,
    body: packageUpdateBody,
    response: packageResponse,
    failures: [409],
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/packages/:id',
    access: 'admin',
    permission: 'subscriptions.write',
    summary: 'Delete a package no invoice or subscription refers to (never package 1)',
    params: idParams,
    response: undoableResult,
    failures: [409],
  },
});

export const featuresEndpoints = defineEndpoints('features', {
  list: {
    method: 'GET',
    path: '/api/admin/features',
    access: 'admin',
    permission: 'subscriptions.read',
    summary: 'Every package feature, by id; display-only ones are not read by the system',
    response: featuresList,
  },
  create: {
    method: 'POST',
    path: '/api/admin/features',
    access: 'admin',
    permission: 'subscriptions.write',
    summary: 'Create a display-only feature',
    body: featureCreateBody,
    status: 201,
    response: featureResponse,
    failures: [409],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/features/:id',
    access: 'admin',
    permission: 'subscriptions.write',
    summary: 'Rename a feature (a system feature keeps its config name)',
    params: idParams,
    body: featureUpdateBody,
    response: featureResponse,
    failures: [409],
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/features/:id',
    access: 'admin',
    permission: 'subscriptions.write',
    summary: 'Delete a display-only feature no package lists',
    params: idParams,
    response: undoableResult,
    failures: [409],
  },
});

export const invoicesEndpoints = defineEndpoints('invoices', {
  list: {
    method: 'GET',
    path: '/api/admin/invoices',
    access: 'admin',
    permission: 'subscriptions.read',
    summary:
      'Invoices, newest first, 3 per page; optionally searched by number, filtered (paid, package, partner, month), sorted and with another page size',
    query: invoicesQuery,
    response: invoicesList,
  },
  export: {
    method: 'GET',
    path: '/api/admin/invoices/export',
    access: 'admin',
    permission: 'subscriptions.read',
    summary:
      'The invoices as a CSV file (UTF-8 with BOM), with the list’s filters and order, every page',
    query: invoicesExportQuery,
    kind: 'file',
    fileType: CSV_FILE_TYPE,
  },
  bulk: {
    method: 'POST',
    path: '/api/admin/invoices/bulk',
    access: 'admin',
    permission: 'subscriptions.write',
    summary:
      'Mark many invoices paid or unpaid, named by ids or by the list filter; each changed and audited on its own, answered per id',
    body: invoicesBulkBody,
    response: bulkResponse,
  },
  setPaid: {
    method: 'PUT',
    path: '/api/admin/invoices/:id/paid',
    access: 'admin',
    permission: 'subscriptions.write',
    summary: 'Mark an invoice paid (stamping the paid date) or unpaid',
    params: idParams,
    body: invoicePaidBody,
    response: invoicePaidResponse,
    failures: [409],
  },
  salesRevenue: {
    method: 'GET',
    path: '/api/invoices/sales-revenue',
    access: 'admin',
    permission: 'dashboard.read',
    summary: 'Revenue of paid packages per month over the last 12 months, highest revenue first',
    response: salesRevenueResponse,
  },
});
