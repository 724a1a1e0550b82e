import type { AnyListDefinition } from './list-definition.js';
import type { ListName } from './list-names.js';
import { ADMINS_LIST } from './admins.js';
import { AUDIT_LOG_LIST } from './audit.js';
import { BLOG_POSTS_LIST, WEB_PAGES_LIST } from './content.js';
import { JOBS_LIST } from './jobs.js';
import { KYC_LIST } from './kyc.js';
import { PARTNERS_LIST } from './partners.js';
import {
  JOB_APPLICANTS_LIST,
  PARTNER_INVOICES_LIST,
  PARTNER_JOBS_LIST,
  PARTNER_SUBSCRIPTIONS_LIST,
  USER_APPLICATIONS_LIST,
} from './records.js';
import {
  CATEGORIES_LIST,
  JOB_TYPES_LIST,
  POST_DURATIONS_LIST,
  SKILLS_LIST,
} from './reference-data.js';
import { FEATURES_LIST, INVOICES_LIST, PACKAGES_LIST } from './subscriptions.js';
import { TRASH_LIST } from './trash.js';
import { USERS_LIST } from './users.js';

/** Every list's definition by its name (their names and permissions alone: list-names.ts). */
export const LISTS = {
  users: USERS_LIST,
  jobs: JOBS_LIST,
  partners: PARTNERS_LIST,
  kyc: KYC_LIST,
  invoices: INVOICES_LIST,
  packages: PACKAGES_LIST,
  features: FEATURES_LIST,
  blog_posts: BLOG_POSTS_LIST,
  web_pages: WEB_PAGES_LIST,
  admins: ADMINS_LIST,
  audit_log: AUDIT_LOG_LIST,
  categories: CATEGORIES_LIST,
  skills: SKILLS_LIST,
  job_types: JOB_TYPES_LIST,
  post_durations: POST_DURATIONS_LIST,
  user_applications: USER_APPLICATIONS_LIST,
  job_applicants: JOB_APPLICANTS_LIST,
  partner_jobs: PARTNER_JOBS_LIST,
  partner_subscriptions: PARTNER_SUBSCRIPTIONS_LIST,
  partner_invoices: PARTNER_INVOICES_LIST,
  trash: TRASH_LIST,
} as const satisfies Record<ListName, AnyListDefinition>;
