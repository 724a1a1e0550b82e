import { accountEndpoints } from './account.js';
import { adminsEndpoints } from './admins.js';
import { auditEndpoints } from './audit.js';
import { authEndpoints } from './auth.js';
import { blogPostsEndpoints, webPagesEndpoints } from './content.js';
import { dashboardEndpoints } from './dashboard.js';
import { filesEndpoints } from './files.js';
import {
  apiKeysEndpoints,
  platformEndpoints,
  webhooksEndpoints,
  websiteBuildsEndpoints,
} from './integrations.js';
import { importsEndpoints } from './imports.js';
import { jobsEndpoints } from './jobs.js';
import { kycEndpoints } from './kyc.js';
import { partnersEndpoints } from './partners.js';
import { recordsEndpoints } from './records.js';
import { recordEditsEndpoints } from './record-edits.js';
import {
  categoriesEndpoints,
  jobTypesEndpoints,
  postDurationsEndpoints,
  skillsEndpoints,
} from './reference-data.js';
import { settingsEndpoints } from './settings.js';
import { featuresEndpoints, invoicesEndpoints, packagesEndpoints } from './subscriptions.js';
import { twoFactorEndpoints } from './two-factor.js';
import { passkeysEndpoints } from './passkeys.js';
import { savedViewsEndpoints } from './saved-views.js';
import { trashEndpoints } from './trash.js';
import { usersEndpoints } from './users.js';

/**
 * Every call of the API, by area: `endpoints.users.list` is GET /api/admin/users. The server
 * registers exactly these routes, the admin app calls only these, and the OpenAPI document and
 * the tests' response checks are built from them.
 *
 * `endpoints` is this module's only value: the admin app's production build replaces the module
 * with the same registry without the zod schemas and summaries (apps/admin/build/
 * light-registry.ts), so a screen's code never carries every endpoint's schemas. Whatever is
 * derived from the registry lives elsewhere (endpoint-lookup.ts).
 */
export const endpoints = {
  auth: authEndpoints,
  dashboard: dashboardEndpoints,
  users: usersEndpoints,
  jobs: jobsEndpoints,
  categories: categoriesEndpoints,
  skills: skillsEndpoints,
  jobTypes: jobTypesEndpoints,
  postDurations: postDurationsEndpoints,
  files: filesEndpoints,
  partners: partnersEndpoints,
  webPages: webPagesEndpoints,
  blogPosts: blogPostsEndpoints,
  packages: packagesEndpoints,
  features: featuresEndpoints,
  invoices: invoicesEndpoints,
  settings: settingsEndpoints,
  kyc: kycEndpoints,
  audit: auditEndpoints,
  admins: adminsEndpoints,
  account: accountEndpoints,
  twoFactor: twoFactorEndpoints,
  passkeys: passkeysEndpoints,
  savedViews: savedViewsEndpoints,
  imports: importsEndpoints,
  trash: trashEndpoints,
  records: recordsEndpoints,
  recordEdits: recordEditsEndpoints,
  webhooks: webhooksEndpoints,
  websiteBuilds: websiteBuildsEndpoints,
  apiKeys: apiKeysEndpoints,
  platform: platformEndpoints,
} as const;

type Registry = typeof endpoints;

/** One endpoint of the registry, with its exact type. */
type AnyEndpoint = { [A in keyof Registry]: Registry[A][keyof Registry[A]] }[keyof Registry];

/** Every endpoint name ("users.list"). */
export type EndpointName = AnyEndpoint['name'];

/** The endpoint of a name, with its exact type. */
export type EndpointNamed<N extends EndpointName> = Extract<AnyEndpoint, { name: N }>;
