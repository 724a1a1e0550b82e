import { z } from './zod.js';
import { withNewPassword } from './auth.js';
import { actionResult, dataEnvelope } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import { NO_SUCH_RECORD, plainName, roleSchema } from './fields.js';
import { IMAGE_UPLOAD_LIMITS, type UploadedFilePart } from './files.js';
import { secondFactorStatus } from './two-factor.js';
import { timeZoneField } from './time-zone.js';

/** The signed-in admin's own profile, as My account shows it. */
const accountProfile = z.object({
  name: z.string(),
  email: z.string(),
  /** The profile picture's absolute URL; null when there is none. */
  img_url: z.string().nullable(),
  role: roleSchema,
  two_factor: secondFactorStatus,
  /** The IANA time zone every time is shown in; null: the zone of the browser in use. */
  time_zone: z.string().nullable(),
});
export type Account = z.infer<typeof accountProfile>;

const ACCOUNT_NAME_MAX = 255;

export const updateAccountBody = z.object({
  name: plainName('name', ACCOUNT_NAME_MAX),
  /**
   * The picture: an image uploaded to this site (the URL the account answered, or one of
   * POST /api/admin/account/picture), null to remove it; absent keeps it.
   */
  img_url: z
    .string({ error: 'The picture must be the URL of an uploaded image.' })
    .trim()
    .max(2048, 'The picture must be the URL of an uploaded image.')
    .nullable()
    .optional(),
  /** An IANA time zone ("Europe/Paris"), null for the browser's; absent keeps it. */
  time_zone: timeZoneField.nullable().optional(),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

/** The multipart field of a new profile picture. */
export const ACCOUNT_PICTURE_FIELD = 'picture';

const isUploadedFilePart = (value: unknown): value is UploadedFilePart =>
  typeof value === 'object' &&
  value !== null &&
  (value as { buffer?: unknown }).buffer instanceof Uint8Array;

const accountPictureBody = z.object({
  picture: z.custom<UploadedFilePart>(isUploadedFilePart, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Choose an image file for the picture.'
        : 'The picture must be a file, sent as multipart form data.',
  }),
});

export const changePasswordBody = withNewPassword(
  {
    current_password: z
      .string({ error: 'Enter your current password.' })
      .min(1, 'Enter your current password.')
      .max(1024, 'Enter your current password.'),
  },
  z.string({ error: 'Repeat the new password.' }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const SIGN_IN_KINDS = ['session', 'token'] as const;

/**
 * One live sign-in of the admin: a browser session (with the bearer token the same sign-in
 * issued) or a bearer token used without a browser session.
 */
const accountSession = z.object({
  kind: z.enum(SIGN_IN_KINDS),
  /** Opaque: `s` and 16 hex digits for a session, `t` and the token's number for a token. */
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The sign-in making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** What an opaque sign-in id looks like; anything else names no sign-in (404). */
const SIGN_IN_ID_PATTERN = /^(?:s[0-9a-f]{16}|t[1-9][0-9]{0,9})$/;

export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your profile has been saved.',
  pictureSaved: 'Your picture has been changed.',
  pictureInvalid: 'The picture must be an image uploaded to this site.',
  passwordChanged:
    'Your password has been changed. Every other session and token of your account was signed out.',
  currentPasswordWrong: 'The current password is not correct.',
  tooManyAttempts: 'Too many attempts with a wrong current password. Please wait a minute.',
  signInNotFound: 'This session has already ended or is not one of yours.',
  currentSignIn: 'This is the session you are using; sign out from the account menu instead.',
  signedOut: 'The session has been signed out.',
  signedOutOthers: (count: number) =>
    count === 0
      ? 'There were no other sessions to sign out.'
      : `${count} other session${count === 1 ? ' was' : 's were'} signed out.`,
} as const;

/** A malformed id names no sign-in: 404 like any id of no record. */
const signInParams = z.object({
  id: z.string().regex(SIGN_IN_ID_PATTERN, NO_SUCH_RECORD),
});

const accountResponse = dataEnvelope(accountProfile);
const accountActionResponse = actionResult(accountProfile);

export const accountEndpoints = defineEndpoints('account', {
  get: {
    method: 'GET',
    path: '/api/admin/account',
    access: 'admin',
    permission: 'account.self',
    summary: "The signed-in admin's own profile",
    response: accountResponse,
  },
  update: {
    method: 'PUT',
    path: '/api/admin/account',
    access: 'admin',
    permission: 'account.self',
    summary: 'Change your own name and picture',
    body: updateAccountBody,
    response: accountActionResponse,
  },
  uploadPicture: {
    method: 'POST',
    path: '/api/admin/account/picture',
    access: 'admin',
    permission: 'account.self',
    summary: `Upload your own profile picture (multipart field "${ACCOUNT_PICTURE_FIELD}": ${IMAGE_UPLOAD_LIMITS.mimeTypes.join(', ')}, at most 5 MB) and use it at once`,
    body: accountPictureBody,
    bodyType: 'multipart',
    response: accountActionResponse,
  },
  changePassword: {
    method: 'POST',
    path: '/api/admin/account/password',
    access: 'admin',
    permission: 'account.self',
    summary:
      'Change your own password (the current one is required); signs out every other session and token',
    body: changePasswordBody,
    response: actionResult(z.null()),
    failures: [429],
  },
  sessions: {
    method: 'GET',
    path: '/api/admin/account/sessions',
    access: 'admin',
    permission: 'account.self',
    summary: 'Your live browser sessions and bearer tokens, newest first',
    response: dataEnvelope(z.array(accountSession)),
  },
  revokeSession: {
    method: 'POST',
    path: '/api/admin/account/sessions/:id/revoke',
    access: 'admin',
    permission: 'account.self',
    summary: 'Sign out one of your other sessions or tokens (not the one in use: 409)',
    params: signInParams,
    response: actionResult(z.null()),
    failures: [409],
  },
  revokeOtherSessions: {
    method: 'POST',
    path: '/api/admin/account/sessions/revoke-others',
    access: 'admin',
    permission: 'account.self',
    summary: 'Sign out every session and token of yours but the one in use',
    response: actionResult(z.object({ signed_out: z.number().int() })),
  },
});
