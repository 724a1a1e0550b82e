import { accountEndpoints } from './account.js';
import { adminsEndpoints } from './admins.js';
import { auditEndpoints } from './audit.js';
import { authEndpoints } from './auth.js';
import { blogPostsEndpoints, webPagesEndpoints } from './content.js';
import { dashboardEndpoints } from './dashboard.js';
import type { Endpoint } from './endpoint.js';
import { filesEndpoints } from './files.js';
import { jobsEndpoints } from './jobs.js';
import { kycEndpoints } from './kyc.js';
import { partnersEndpoints } from './partners.js';
import { recordsEndpoints } from './records.js';
import {
  categoriesEndpoints,
  jobTypesEndpoints,
  postDurationsEndpoints,
  skillsEndpoints,
} from './reference-data.js';
import { settingsEndpoints } from './settings.js';
import { featuresEndpoints, invoicesEndpoints, packagesEndpoints } from './subscriptions.js';
import { twoFactorEndpoints } from './two-factor.js';
import { usersEndpoints } from './users.js';

/**
 * Every call of the API, by area: `endpoints.users.list` is GET /api/admin/users. The server
 * registers exactly these routes, the admin app calls only these, and the OpenAPI document and
 * the tests' response checks are built from them.
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
  records: recordsEndpoints,
} as const;

type Registry = typeof endpoints;

/** One endpoint of the registry, with its exact type. */
export type AnyEndpoint = { [A in keyof Registry]: Registry[A][keyof Registry[A]] }[keyof Registry];

/** Every endpoint name ("users.list"). */
export type EndpointName = AnyEndpoint['name'];

/** The endpoint of a name, with its exact type. */
export type EndpointNamed<N extends EndpointName> = Extract<AnyEndpoint, { name: N }>;

/** Every endpoint, in registry order. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap(
  (area) => Object.values(area) as Endpoint[],
);

const byName = new Map(allEndpoints.map((endpoint) => [endpoint.name, endpoint]));

export function endpointNamed<N extends EndpointName>(name: N): EndpointNamed<N> {
  const endpoint = byName.get(name);
  if (!endpoint) throw new Error(`There is no endpoint named ${name}.`);
  return endpoint as EndpointNamed<N>;
}
