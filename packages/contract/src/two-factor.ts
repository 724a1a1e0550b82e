import { z } from './zod.js';
import { actionResult, dataEnvelope } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import { idParams } from './lists.js';
import { ROLES, type Role } from './permissions.js';

/** How many recovery codes an admin gets at once (each works once). */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  alreadyEnabled: 'Two-factor sign-in is already on for this account.',
  notStarted: 'Start the setup first: there is no authenticator to confirm.',
  notEnabled: 'Two-factor sign-in is not on for this account.',
  enabled: 'Two-factor sign-in is on. Save your recovery codes now: they are shown only once.',
  disabled: 'Two-factor sign-in is off.',
  requiredByRole:
    'Your role must sign in with a second factor and this is your only one, so it cannot be turned off. Add a passkey first, or ask an owner to change the two-factor policy or to reset it for you.',
  recoveryCodesRenewed: 'New recovery codes made; the old ones no longer work.',
  wrongCode: 'That code is not right. Enter the current 6-digit code from your authenticator app.',
  codeAlreadyUsed:
    'That code was already used. Wait for the next code in your authenticator app and enter it.',
  wrongRecoveryCode: 'That recovery code is not right, or it was already used.',
  challengeInvalid:
    'This sign-in step has expired or was already used. Sign in again with your email and password.',
  wrongPassword: 'The password is not right.',
  signedIn: 'Login Successful.',
  reset: 'Two-factor sign-in was turned off for this admin, and their sessions were ended.',
  resetNotEnabled: 'This admin does not use two-factor sign-in.',
  resetSelf:
    'You cannot reset your own two-factor sign-in here. Turn it off from your account, with your password.',
  noSuchAdmin: 'No admin has this id.',
  policySaved: 'The two-factor policy was saved.',
} as const;

/** Six digits; spaces (as apps group them) are ignored. */
const totpCodeField = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

const recoveryCodeField = z
  .string({ error: 'Enter one of your recovery codes.' })
  .trim()
  .min(1, 'Enter one of your recovery codes.')
  .max(64, 'Enter one of your recovery codes.');

const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(1024);

const twoFactorSetup = z.object({
  /** The base32 secret, for typing into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The QR code of the otpauth URI as an SVG data URL (for an <img>). */
  qr: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

const recoveryCodesResult = z.object({ recovery_codes: z.array(z.string()) });

export const twoFactorConfirmBody = z.object({ code: totpCodeField });
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmBody>;

export const twoFactorPasswordBody = z.object({ password: currentPassword });
export type TwoFactorPasswordBody = z.infer<typeof twoFactorPasswordBody>;

/** The second step of signing in: the login's challenge with a code or a recovery code. */
const twoFactorSignInBody = z
  .object({
    challenge: z
      .string({ error: TWO_FACTOR_MESSAGES.challengeInvalid })
      .min(1, TWO_FACTOR_MESSAGES.challengeInvalid)
      .max(256),
    code: totpCodeField.optional(),
    recovery_code: recoveryCodeField.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    path: ['code'],
    message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  });
export type TwoFactorSignInBody = z.input<typeof twoFactorSignInBody>;

const policyRoles = z.object(
  Object.fromEntries(ROLES.map((role) => [role, z.boolean()])) as Record<Role, z.ZodBoolean>,
);

export const twoFactorPolicy = z.object({
  /** Role → whether it must sign in with a second factor. */
  roles: policyRoles,
  /** Role → whether that second factor must be a passkey (phishing-resistant); implies `roles`. */
  passkey_roles: policyRoles,
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicy>;

/** A policy to save: without `passkey_roles` (older clients), the passkey rules stay as they are. */
const twoFactorPolicyBody = twoFactorPolicy.extend({
  passkey_roles: policyRoles.optional(),
});
export type TwoFactorPolicyBody = z.infer<typeof twoFactorPolicyBody>;

/** An admin's second factors and what their role asks of them (account and details). */
export const secondFactorStatus = z.object({
  /** An authenticator app (TOTP) is on. */
  enabled: z.boolean(),
  /** The role must sign in with a second factor: the app sends them to enrolment until then. */
  required: z.boolean(),
  /** How many passkeys the admin has registered. */
  passkeys: z.number().int(),
  /** The role's second factor must be a passkey. */
  passkey_required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

export const twoFactorEndpoints = defineEndpoints('twoFactor', {
  setup: {
    method: 'POST',
    path: '/api/admin/account/two-factor/setup',
    access: 'admin',
    permission: 'account.self',
    summary:
      'Start enrolling an authenticator: a new secret, its otpauth URI and QR code (not in use until confirmed)',
    response: actionResult(twoFactorSetup),
    failures: [409],
  },
  confirm: {
    method: 'POST',
    path: '/api/admin/account/two-factor/confirm',
    access: 'admin',
    permission: 'account.self',
    summary:
      'Turn two-factor sign-in on with a first code; answers the recovery codes, shown only this once',
    body: twoFactorConfirmBody,
    response: actionResult(recoveryCodesResult),
    failures: [409],
  },
  disable: {
    method: 'POST',
    path: '/api/admin/account/two-factor/disable',
    access: 'admin',
    permission: 'account.self',
    summary:
      "Turn two-factor sign-in off (current password required; refused when the admin's role requires it)",
    body: twoFactorPasswordBody,
    response: actionResult(z.null()),
    failures: [409, 429],
  },
  recoveryCodes: {
    method: 'POST',
    path: '/api/admin/account/two-factor/recovery-codes',
    access: 'admin',
    permission: 'account.self',
    summary: 'Replace the recovery codes (current password required); the old ones stop working',
    body: twoFactorPasswordBody,
    response: actionResult(recoveryCodesResult),
    failures: [409, 429],
  },
  signIn: {
    method: 'POST',
    path: '/api/admin/auth/two-factor',
    access: 'public',
    summary:
      "Finish signing in with the login's challenge and a code (or a recovery code); returns a bearer token",
    body: twoFactorSignInBody,
    response: actionResult(z.object({ token: z.string() })),
    failures: [401, 429],
  },
  reset: {
    method: 'POST',
    path: '/api/admin/admins/:id/two-factor/reset',
    access: 'admin',
    permission: 'admins.security',
    summary:
      "Turn another admin's two-factor sign-in off (lost phone): secret and recovery codes removed, sessions and tokens ended",
    params: idParams,
    response: actionResult(z.null()),
    failures: [409],
  },
  policy: {
    method: 'GET',
    path: '/api/admin/two-factor-policy',
    access: 'admin',
    permission: 'admins.security',
    summary: 'Which roles must sign in with a second factor',
    response: dataEnvelope(twoFactorPolicy),
  },
  updatePolicy: {
    method: 'PUT',
    path: '/api/admin/two-factor-policy',
    access: 'admin',
    permission: 'admins.security',
    summary: 'Choose which roles must sign in with a second factor, and which with a passkey',
    body: twoFactorPolicyBody,
    response: actionResult(twoFactorPolicy),
    failures: [409],
  },
});
