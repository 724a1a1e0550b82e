/**
 * The roles of the back office's team, from the widest to the narrowest:
 * - owner: runs the whole platform, including who else may;
 * - admin: everything day to day, including the team (but not owners' security settings);
 * - kyc_reviewer: decides identity reviews and looks up the users behind them;
 * - content_editor: writes the web pages and the blog;
 * - support: looks everything up, changes nothing, never sees identity documents.
 */
export const ROLES = ['owner', 'admin', 'kyc_reviewer', 'content_editor', 'support'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  kyc_reviewer: 'KYC reviewer',
  content_editor: 'Content editor',
  support: 'Support (read-only)',
};

const EVERYONE = ROLES;
const MANAGERS = ['owner', 'admin'] as const;
const READERS = ['owner', 'admin', 'support'] as const;
const KYC_REVIEWERS = ['owner', 'admin', 'kyc_reviewer'] as const;
/** Who looks up identity reviews and the users behind them. */
const KYC_READERS = ['owner', 'admin', 'kyc_reviewer', 'support'] as const;
const EDITORS = ['owner', 'admin', 'content_editor'] as const;
const CONTENT_READERS = ['owner', 'admin', 'content_editor', 'support'] as const;

/**
 * The one table of who may do what: permission (`resource.action`) → the roles that hold it.
 * Every admin endpoint of the contract names one of these; the server enforces it on every
 * request and the admin app hides what the signed-in role does not hold.
 */
export const PERMISSIONS = {
  /** One's own profile, password, second factor and sessions. */
  'account.self': EVERYONE,
  'dashboard.read': EVERYONE,
  'users.read': KYC_READERS,
  'users.write': MANAGERS,
  'jobs.read': READERS,
  'jobs.write': MANAGERS,
  'reference_data.write': MANAGERS,
  'partners.read': READERS,
  'partners.write': MANAGERS,
  'content.read': CONTENT_READERS,
  'content.write': EDITORS,
  'files.upload': EDITORS,
  'subscriptions.read': READERS,
  'subscriptions.write': MANAGERS,
  'settings.read': MANAGERS,
  'settings.write': MANAGERS,
  /** The KYC list and its figures, without the documents. */
  'kyc.read': KYC_READERS,
  /** Opening a KYC record with its identity documents, and deciding it. */
  'kyc.review': KYC_REVIEWERS,
  'audit.read': MANAGERS,
  /**
   * Undoing one's own change from its toast (a decision, a block, a bulk action): the audit log's
   * revert of the call, with the record's own permission. Others' changes need `audit.read`.
   */
  'changes.undo': EVERYONE,
  'admins.read': MANAGERS,
  'admins.manage': MANAGERS,
  /**
   * Resetting another admin's second factor, choosing which roles must have one, and handing
   * out a pending invitation's link outside the mail.
   */
  'admins.security': ['owner'],
  /** Webhook endpoints and the API keys of the platform's services. */
  'integrations.manage': ['owner'],
  /** CSV imports (each kind's import also needs that kind's write permission). */
  'imports.run': MANAGERS,
  /** The trash of the kinds one may delete (each kind's restore needs its write permission). */
  'trash.read': EDITORS,
  /** Deleting from the trash for good before its retention ends. */
  'trash.purge': ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether `role` holds `permission`. */
export const can = (role: Role, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** Every permission `role` holds (what the app reads to show or hide screens and buttons). */
export const permissionsOf = (role: Role): Permission[] =>
  PERMISSION_NAMES.filter((permission) => can(role, permission));

/** The roles that must sign in with a second factor unless an owner changes it. */
export const DEFAULT_TWO_FACTOR_ROLES: readonly Role[] = ['owner', 'admin', 'kyc_reviewer'];

/**
 * All an admin may call while their role requires a second factor they have not set up: their
 * own details and profile, enrolling, signing out. Every other admin endpoint answers 403 until the factor
 * is confirmed (endpoint names, as in the registry).
 */
export const ENROLMENT_ENDPOINTS: readonly string[] = [
  'auth.details',
  'account.get',
  'auth.logout',
  'twoFactor.setup',
  'twoFactor.confirm',
  'passkeys.list',
  'passkeys.registrationOptions',
  'passkeys.register',
];

/** The second factors an admin can finish signing in with. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * Whether an admin must enrol a second factor before anything else: the role requires one and
 * they have none, or the role requires a passkey and they have none.
 */
export const mustEnrolSecondFactor = (status: {
  enabled: boolean;
  required: boolean;
  passkeys: number;
  passkey_required: boolean;
}): boolean =>
  status.passkey_required
    ? status.passkeys === 0
    : status.required && !status.enabled && status.passkeys === 0;

/** Whether an admin who must still enrol a second factor may call this endpoint. */
export const opensBeforeEnrolment = (endpoint: object): boolean =>
  'name' in endpoint &&
  typeof endpoint.name === 'string' &&
  ENROLMENT_ENDPOINTS.includes(endpoint.name);

export const PERMISSION_MESSAGES = {
  forbidden: 'Your role does not allow this. Ask an owner or an admin if you need it.',
  enrolTwoFactorFirst: 'Set up two-factor sign-in first: your role requires it.',
  enrolPasskeyFirst: 'Add a passkey first: your role must sign in with one.',
} as const;
