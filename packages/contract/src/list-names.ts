import type { Permission } from './permissions.js';
import type { EndpointName } from './registry.js';

/**
 * The lists of the back office by name, each with the permission its list endpoint needs and
 * that endpoint. Plain values only, so a screen that needs a list's name or permission does not
 * carry every list's schemas (the definitions are in list-registry.ts).
 */
export const LIST_READ_PERMISSION = {
  users: 'users.read',
  jobs: 'jobs.read',
  partners: 'partners.read',
  kyc: 'kyc.read',
  invoices: 'subscriptions.read',
  packages: 'subscriptions.read',
  features: 'subscriptions.read',
  blog_posts: 'content.read',
  web_pages: 'content.read',
  admins: 'admins.read',
  audit_log: 'audit.read',
  // The reference lists' endpoints are public; the screen that lists them is the jobs screen's.
  categories: 'jobs.read',
  skills: 'jobs.read',
  job_types: 'jobs.read',
  post_durations: 'jobs.read',
  user_applications: 'users.read',
  job_applicants: 'jobs.read',
  partner_jobs: 'partners.read',
  partner_subscriptions: 'partners.read',
  partner_invoices: 'partners.read',
  trash: 'trash.read',
} as const satisfies Record<string, Permission>;

export type ListName = keyof typeof LIST_READ_PERMISSION;

export const LIST_NAMES = Object.keys(LIST_READ_PERMISSION) as ListName[];

/** The endpoint that answers each list's rows (`area.key` of the contract's registry). */
export const LIST_ENDPOINT = {
  users: 'users.list',
  jobs: 'jobs.adminList',
  partners: 'partners.list',
  kyc: 'kyc.list',
  invoices: 'invoices.list',
  packages: 'packages.list',
  features: 'features.list',
  blog_posts: 'blogPosts.list',
  web_pages: 'webPages.list',
  admins: 'admins.list',
  audit_log: 'audit.list',
  categories: 'categories.list',
  skills: 'skills.list',
  job_types: 'jobTypes.list',
  post_durations: 'postDurations.list',
  user_applications: 'records.userApplications',
  job_applicants: 'records.jobApplicants',
  partner_jobs: 'records.partnerJobs',
  partner_subscriptions: 'records.partnerSubscriptions',
  partner_invoices: 'records.partnerInvoices',
  trash: 'trash.list',
} as const satisfies Record<ListName, EndpointName>;
