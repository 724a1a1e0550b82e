import type { Role } from '@job-board/contract';
import type { Generated, Selectable } from 'kysely';

/**
 * Row types of every table. Conventions (docs/decisions.md):
 * timestamps are ISO-8601 UTC strings, booleans are integers 0/1, money is integer cents.
 */
type Id = Generated<number>;
type Timestamp = string;
type Flag = number;

export interface AdminsTable {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  img_url: string | null;
  role: Generated<Role>;
  /** invited (no password yet), active, or deactivated (cannot sign in). */
  status: Generated<AdminStatus>;
  last_sign_in_at: Timestamp | null;
  /** The TOTP secret (base32); set at enrolment, in use once totp_enabled_at is set. */
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The last TOTP time step accepted, so a code is never used twice. */
  totp_last_step: number | null;
  /** How many passkeys the admin has (admin_passkeys), kept with every add and removal. */
  passkey_count: Generated<number>;
  /** The IANA time zone the app shows times in; null: the browser's. */
  time_zone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type AdminStatus = 'invited' | 'active' | 'deactivated';

/** A signed-in administrator as every request sees them. */
export type AdminRow = Selectable<AdminsTable>;

export interface UsersTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  profession: string | null;
  profile_picture: string | null;
  is_blocked: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PartnersTable {
  id: Id;
  company_name: string;
  email: string;
  bio: string | null;
  profile_picture: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Id;
  name: string;
  icon: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SkillsTable {
  id: Id;
  name: string;
  is_hinted: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobTypesTable {
  id: Id;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PostDurationsTable {
  id: Id;
  name: string;
  /** Minutes. */
  duration: number;
  is_paid: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobsTable {
  id: Id;
  partner_id: number;
  title: string;
  description: string;
  country: string | null;
  city: string | null;
  is_remote: Flag;
  no_pay_range: Flag;
  min_salary_cents: number | null;
  max_salary_cents: number | null;
  category_id: number;
  job_type_id: number;
  post_duration_id: number | null;
  status: 'active' | 'paused';
  is_published: Flag;
  published_at: Timestamp | null;
  expiration_date: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface JobSkillsTable {
  job_id: number;
  skill_id: number;
}

export interface JobApplicationsTable {
  id: Id;
  job_id: number;
  user_id: number;
  applied_at: Timestamp;
  selected_at: Timestamp | null;
}

export interface WebPagesTable {
  id: Id;
  title: string;
  slug: string;
  body: string;
  is_published: Flag;
  status: 'active' | 'paused';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogPostsTable {
  id: Id;
  author_id: number | null;
  title: string;
  slug: string;
  featured_image: string;
  excerpt: string | null;
  body: string;
  is_published: Flag;
  is_featured: Flag;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeaturesTable {
  id: Id;
  name: string;
  config_name: string;
  is_display: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PackagesTable {
  id: Id;
  name: string;
  price_cents: number;
  subscription_type: 'monthly' | 'annual';
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface PackageFeaturesTable {
  package_id: number;
  feature_id: number;
}

export interface PartnerSubscriptionsTable {
  id: Id;
  partner_id: number;
  package_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
}

export interface InvoicesTable {
  id: Id;
  partner_id: number;
  package_id: number;
  amount_cents: number;
  is_paid: Flag;
  invoiced_at: Timestamp;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  /** INV-<issued year>-<id>; given by the database when an insert leaves it out (0012). */
  number: Generated<string>;
  /** ISO 4217 code (0012; USD by default). */
  currency: Generated<string>;
}

export interface SettingsTable {
  id: Id;
  config_name: string;
  display_name: string;
  value: string | null;
  setting_tab: 'general' | 'application';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface KycVerificationsTable {
  id: Id;
  user_id: number;
  full_name: string;
  id_type: string;
  id_number: string;
  status: 'pending' | 'approved' | 'rejected';
  id_front_path: string;
  selfie_path: string;
  admin_comment: string | null;
  submitted_at: Timestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The rejected check this one resubmits (migration 0022). */
  resubmission_of: Generated<number | null>;
  /** The API key of the platform service that submitted it; null for other sources. */
  api_key_id: Generated<number | null>;
}

/** One decision on a KYC verification (migration 0011), written with the decision. */
export interface KycDecisionsTable {
  id: Id;
  verification_id: number;
  admin_id: number | null;
  from_status: 'pending' | 'approved' | 'rejected';
  to_status: 'pending' | 'approved' | 'rejected';
  reason: KycRejectionReasonValue | null;
  reason_text: string | null;
  comment: string | null;
  decided_at: Timestamp;
}

type KycRejectionReasonValue =
  'blurry_document' | 'expired_document' | 'selfie_mismatch' | 'information_mismatch' | 'other';

interface AccessTokensTable {
  id: Id;
  admin_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

interface UserAccessTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SessionsTable {
  /** SHA-256 of the session cookie's value. */
  id_hash: string;
  admin_id: number | null;
  csrf_token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

/** A token an admin uses once (see lib/one-time-tokens.ts): only its hash is kept. */
interface OneTimeTokenTable {
  id: Id;
  admin_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

interface AdminInvitationsTable extends OneTimeTokenTable {
  invited_by: number | null;
}

interface AdminRecoveryCodesTable {
  id: Id;
  admin_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

/** The step between a correct password and the second factor. */
type SignInChallengesTable = OneTimeTokenTable;

interface TwoFactorPolicyTable {
  role: Role;
  required: Flag;
  /** The role's second factor must be a passkey (migration 0023). */
  passkey_required: Generated<Flag>;
  updated_at: Timestamp;
}

/** A registered WebAuthn credential (migration 0023). */
interface AdminPasskeysTable {
  id: Id;
  admin_id: number;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 when it keeps none). */
  counter: Generated<number>;
  /** JSON array of transports ("internal", "usb", "hybrid"…). */
  transports: Generated<string>;
  name: string;
  synced: Generated<Flag>;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** One registration or sign-in ceremony's challenge (migration 0023). */
interface WebauthnChallengesTable {
  id: Id;
  challenge: string;
  purpose: 'register' | 'sign-in';
  admin_id: number | null;
  sign_in_challenge_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** An admin's named view of one list (migration 0024). */
interface SavedViewsTable {
  id: Id;
  admin_id: number;
  /** The list's name (the contract's LIST_NAMES). */
  list: string;
  name: string;
  /** The name in lower case: unique per admin and list. */
  name_key: string;
  /** The list's URL query string without `page`. */
  state: string;
  shared: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The view each admin opens each list with (migration 0024). */
interface SavedViewDefaultsTable {
  admin_id: number;
  list: string;
  view_id: number;
  updated_at: Timestamp;
}

type PasswordResetsTable = OneTimeTokenTable;

interface LoginAttemptsTable {
  id: Id;
  throttle_key: string;
  attempted_at: Timestamp;
}

export interface AuditLogTable {
  id: Id;
  admin_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  summary: string | null;
  /** The bulk call that wrote the row (migration 0028); null for a single change. */
  bulk_id: string | null;
  ip: string | null;
  created_at: Timestamp;
}

/** Keys for signed links, by purpose (migration 0007). */
interface SigningKeysTable {
  purpose: string;
  secret: string;
  created_at: Timestamp;
}

/** Rows per UTC day of a dashboard metric (migration 0008: kept by triggers, not by code). */
export interface DashboardDailyCountsTable {
  metric: 'jobs_created' | 'partners_created' | 'applications_applied' | 'applications_selected';
  /** `YYYY-MM-DD`. */
  day: string;
  n: number;
}

/** Each partner's jobs and published jobs, with its name for ranking (migration 0008; triggers). */
interface PartnerJobCountsTable {
  partner_id: number;
  company_name: string;
  jobs: number;
  published_jobs: number;
}

/** How many partners have each number of published jobs (migration 0008; triggers). */
interface PublishedJobsTiersTable {
  published_jobs: number;
  partners: number;
}

/** Verifications per status (migration 0008; triggers). */
interface KycStatusCountsTable {
  status: 'pending' | 'approved' | 'rejected';
  n: number;
}

/** Paid invoices and their amounts per package and month `YYYY-MM` (migration 0008; triggers). */
interface MonthlyPaidRevenueTable {
  package_id: number;
  month: string;
  invoices: number;
  revenue_cents: number;
}

/**
 * One counter per kind of data whose serialised answers are cached (migration 0019; triggers
 * bump it on every change, whoever writes): `partner_names`, every partner's id and name.
 */
interface DataVersionsTable {
  name: string;
  version: number;
}

/** Rows of each large list's table (migration 0020; triggers keep it exact). */
interface TableRowCountsTable {
  name: string;
  row_count: number | string;
}

/** Users per lower-cased first name (migration 0033; triggers keep it exact). */
interface UserFirstNameCountsTable {
  name_key: string;
  users: number | string;
}

export interface Database {
  admins: AdminsTable;
  users: UsersTable;
  partners: PartnersTable;
  categories: CategoriesTable;
  skills: SkillsTable;
  job_types: JobTypesTable;
  post_durations: PostDurationsTable;
  jobs: JobsTable;
  job_skills: JobSkillsTable;
  job_applications: JobApplicationsTable;
  web_pages: WebPagesTable;
  blog_posts: BlogPostsTable;
  features: FeaturesTable;
  packages: PackagesTable;
  package_features: PackageFeaturesTable;
  partner_subscriptions: PartnerSubscriptionsTable;
  invoices: InvoicesTable;
  settings: SettingsTable;
  kyc_verifications: KycVerificationsTable;
  kyc_decisions: KycDecisionsTable;
  access_tokens: AccessTokensTable;
  user_access_tokens: UserAccessTokensTable;
  sessions: SessionsTable;
  admin_invitations: AdminInvitationsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  two_factor_policy: TwoFactorPolicyTable;
  admin_passkeys: AdminPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  saved_views: SavedViewsTable;
  saved_view_defaults: SavedViewDefaultsTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  signing_keys: SigningKeysTable;
  dashboard_daily_counts: DashboardDailyCountsTable;
  partner_job_counts: PartnerJobCountsTable;
  published_jobs_tiers: PublishedJobsTiersTable;
  kyc_status_counts: KycStatusCountsTable;
  monthly_paid_revenue: MonthlyPaidRevenueTable;
  data_versions: DataVersionsTable;
  table_row_counts: TableRowCountsTable;
  user_first_name_counts: UserFirstNameCountsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
  website_builds: WebsiteBuildsTable;
  api_keys: ApiKeysTable;
  trash_units: TrashUnitsTable;
  trash_rows: TrashRowsTable;
  trash_records: TrashRecordsTable;
  stored_files: StoredFilesTable;
}

/** Uploaded files when STORAGE_URL=database (migration 0031). */
export interface StoredFilesTable {
  area: 'public' | 'private';
  key: string;
  bytes: Buffer;
  size: number;
  content_type: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  created_at: Timestamp;
}

/** A receiver of signed events (migration 0022). */
export interface WebhookEndpointsTable {
  id: Id;
  url: string;
  description: string | null;
  /** JSON array of event types. */
  events: string;
  /** `whsec_` + base64 of the HMAC key. */
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  status: Generated<'active' | 'paused'>;
  paused_reason: string | null;
  paused_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An event, written with the change that caused it; its payload is sent as is. */
interface WebhookEventsTable {
  id: Id;
  message_id: string;
  type: string;
  payload: string;
  created_at: Timestamp;
}

interface WebhookDeliveriesTable {
  id: Id;
  event_id: number;
  endpoint_id: number;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: Generated<number>;
  /** When a pending delivery is next due; null once it succeeded or failed. */
  next_attempt_at: Timestamp | null;
  /** While a process sends it: others leave it alone until then. */
  locked_until: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_response_status: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
}

interface WebhookDeliveryAttemptsTable {
  id: Id;
  delivery_id: number;
  attempted_at: Timestamp;
  duration_ms: number;
  response_status: number | null;
  response_excerpt: string | null;
  error: string | null;
}

interface WebsiteBuildsTable {
  id: Id;
  status: 'pending' | 'succeeded' | 'failed' | 'superseded' | 'skipped';
  /** 'website' while the build waits for more changes to join it; null once it is claimed. */
  coalesce_key: string | null;
  /** What asked for it, one per line. */
  triggers: string;
  trigger_count: Generated<number>;
  requested_at: Timestamp;
  next_attempt_at: Timestamp | null;
  locked_until: Timestamp | null;
  attempts: Generated<number>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  duration_ms: number | null;
  response_status: number | null;
  error: string | null;
}

export interface ApiKeysTable {
  id: Id;
  name: string;
  /** The key's visible start, e.g. `jbk_ab12cd34`. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  key_hash: string;
  /** JSON array of scopes. */
  scopes: string;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
  revoked_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** A deleted record and what went with it, until restored or purged (migration 0029). */
export interface TrashUnitsTable {
  id: Id;
  kind: string;
  record_id: number;
  label: string;
  /** JSON array of `{ what, count }`: what went with the record. */
  contents: string;
  deleted_at: Timestamp;
  deleted_by: number | null;
  purge_after: Timestamp;
  bulk_id: string | null;
}

/** One table's rows of a unit, as a JSON array; restored in `position` order. */
interface TrashRowsTable {
  unit_id: number;
  position: number;
  table_name: string;
  rows: string;
}

/** Where a record other units may point at is kept. */
interface TrashRecordsTable {
  unit_id: number;
  table_name: string;
  record_id: number;
}
