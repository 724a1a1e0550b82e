import { z } from 'zod';
import { actionResult, dataEnvelope, pagedList } from './envelopes.js';
import { atMostTwoDecimals, formBoolean, formNumber, requiredText } from './fields.js';
import { blankAsMissing, idParams, pageQuery } from './lists.js';
import { defineEndpoints } from './endpoint.js';

export const SUBSCRIPTION_TYPES = ['monthly', 'annual'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** The platform's default package: never deletable. */
export const PROTECTED_PACKAGE_ID = 1;

export const PACKAGE_PRICE_MAX = 1_000_000;
export const PACKAGE_NAME_MAX = 100;
export const FEATURE_NAME_MAX = 100;
export const FEATURE_CONFIG_MAX = 100;
export const FEATURE_CONFIG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

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

export const packagePrice = formNumber('price').pipe(
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

/**
 * Feature ids as a JSON array, as repeated form fields (one value arrives as a single string),
 * or as an empty form value meaning none. Returned without duplicates.
 */
export const featureIdList = z.preprocess(
  (value) => {
    if (value === '') return [];
    if (typeof value === 'string' || typeof value === 'number') return [value];
    return value;
  },
  z
    .array(z.union([z.number(), z.string()]), { error: FEATURE_LIST_MESSAGE })
    .transform((items, ctx) => {
      const ids = items.map((item) => (typeof item === 'string' ? Number(item.trim()) : item));
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: FEATURE_LIST_MESSAGE, input: items });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
);

const packageFields = {
  name: requiredText('name', PACKAGE_NAME_MAX),
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
export const packageUpdateBody = z
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

export const packageFeature = z.object({ id: z.number().int(), name: z.string() });

export const packageItem = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  subscription_type: z.enum(SUBSCRIPTION_TYPES),
  active: z.boolean(),
  features: z.array(packageFeature),
});
export type PackageItem = z.infer<typeof packageItem>;

export const packagesList = dataEnvelope(z.array(packageItem));
export const packageResponse = dataEnvelope(packageItem);
export const packageDeletedResponse = actionResult(z.null());

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
  name: requiredText('name', FEATURE_NAME_MAX),
  config_name: configName,
});
export type FeatureCreateBody = z.output<typeof featureCreateBody>;

/** The name, and optionally a new config name (blank = unchanged). */
export const featureUpdateBody = z.object({
  name: requiredText('name', FEATURE_NAME_MAX),
  config_name: z.preprocess(blankAsMissing, configName.optional()),
});
export type FeatureUpdateBody = z.output<typeof featureUpdateBody>;

export const featureItem = z.object({
  id: z.number().int(),
  name: z.string(),
  config: z.string(),
  /** Display-only: shown on the package, not read by the system. */
  display: z.boolean(),
});
export type FeatureItem = z.infer<typeof featureItem>;

export const featuresList = dataEnvelope(z.array(featureItem));
export const featureResponse = dataEnvelope(featureItem);
export const featureDeletedResponse = actionResult(z.null());

// ---------------------------------------------------------------------------------------------
// Invoices and sales revenue

export const invoicesQuery = pageQuery;

export const invoiceItem = z.object({
  id: z.number().int(),
  /** The partner's company name. */
  partner: z.string(),
  /** The package's name. */
  package: z.string(),
  amount: z.number(),
  paid: z.boolean(),
  invoiced_date: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const invoicesList = pagedList(invoiceItem);

/** Months of the sales revenue chart, ending with the current one. */
export const SALES_REVENUE_MONTHS = 12;

/** Package name → { "YYYY-MM": revenue of that month }, months oldest first. */
export const salesRevenue = z.record(z.string(), z.record(z.string(), z.number()));
export type SalesRevenue = z.infer<typeof salesRevenue>;

export const salesRevenueResponse = z.object({ result: z.literal(true), data: salesRevenue });

export const packagesEndpoints = defineEndpoints('packages', {
  list: {
    method: 'GET',
    path: '/api/admin/packages',
    access: 'admin',
    summary: 'Every subscription package with its features, by id',
    response: packagesList,
  },
  create: {
    method: 'POST',
    path: '/api/admin/packages',
    access: 'admin',
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
    summary: 'Delete a package no invoice or subscription refers to (never package 1)',
    params: idParams,
    response: packageDeletedResponse,
    failures: [409],
  },
});

export const featuresEndpoints = defineEndpoints('features', {
  list: {
    method: 'GET',
    path: '/api/admin/features',
    access: 'admin',
    summary: 'Every package feature, by id; display-only ones are not read by the system',
    response: featuresList,
  },
  create: {
    method: 'POST',
    path: '/api/admin/features',
    access: 'admin',
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
    summary: 'Delete a display-only feature no package lists',
    params: idParams,
    response: featureDeletedResponse,
    failures: [409],
  },
});

export const invoicesEndpoints = defineEndpoints('invoices', {
  list: {
    method: 'GET',
    path: '/api/admin/invoices',
    access: 'admin',
    summary: 'Invoices, newest first, 3 per page',
    query: invoicesQuery,
    response: invoicesList,
  },
  salesRevenue: {
    method: 'GET',
    path: '/api/invoices/sales-revenue',
    access: 'admin',
    summary: 'Revenue of paid packages per month over the last 12 months, highest revenue first',
    response: salesRevenueResponse,
  },
});
