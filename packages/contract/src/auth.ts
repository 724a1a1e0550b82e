import { z } from './zod.js';
import { actionResult } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import { roleSchema } from './fields.js';
import { PERMISSION_NAMES, SECOND_FACTOR_METHODS, type Permission } from './permissions.js';
import { secondFactorStatus } from './two-factor.js';

const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(255)
  .pipe(z.email('Enter a valid email address.'));

const loginBody = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * A signed-in admin's bearer token, or, for an admin with two-factor sign-in, the challenge to
 * answer with a code at `POST /api/admin/auth/two-factor` (no token and no session until then).
 */
const loginResponse = actionResult(
  z.union([
    z.object({ token: z.string() }),
    z.object({
      two_factor_required: z.literal(true),
      challenge: z.string(),
      /** Which second factors this admin can answer with. */
      methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    }),
  ]),
);
export type LoginResult = z.infer<typeof loginResponse>['data'];

export const adminDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  img_url: z.string().nullable(),
  role: roleSchema,
  /** Every permission the role holds: what the app shows (the server enforces them). */
  permissions: z.array(z.enum(PERMISSION_NAMES as [Permission, ...Permission[]])),
  two_factor: secondFactorStatus,
  /** The IANA time zone the app shows times in; null: the browser's (contract: account.ts). */
  time_zone: z.string().nullable(),
});
export type AdminDetails = z.infer<typeof adminDetails>;
const detailsResponse = z.object({ result: z.literal(true), data: adminDetails });

const logoutResponse = actionResult(z.null());

/** The answer to forgot-password and reset-password: a message, no data. */
const passwordActionResponse = actionResult(z.null());

export const forgotPasswordBody = z.object({ email });

export const PASSWORD_MIN_LENGTH = 8;

/** A new password: 8 to 1024 characters, any characters (nothing is trimmed or changed). */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(1024, 'Choose a password of at most 1024 characters.');

/**
 * A body that sets a new password typed twice: `shape`'s fields, `password`, and
 * `password_confirmation`, which must match it (the error is on the confirmation).
 */
export function withNewPassword<Shape extends z.ZodRawShape>(
  shape: Shape,
  confirmation: z.ZodString = z.string(),
) {
  return z
    .object({ ...shape, password: newPasswordField, password_confirmation: confirmation })
    .refine(
      (body) => {
        // The shape is generic here; these two fields are always this function's own.
        const typed = body as { password: string; password_confirmation: string };
        return typed.password === typed.password_confirmation;
      },
      {
        path: ['password_confirmation'],
        message: 'The two passwords do not match.',
      },
    );
}

export const resetPasswordBody = withNewPassword({
  email,
  token: z
    .string()
    .trim()
    .min(1, 'The reset link is incomplete; open the link from the email again.'),
});

export const AUTH_MESSAGES = {
  loginSuccessful: 'Login Successful.',
  twoFactorRequired: 'Enter the code from your authenticator app to finish signing in.',
  passkeyRequired: 'Use your passkey to finish signing in.',
  invalidCredentials: 'Invalid credentials, please try again.',
  loggedOut: 'Logged out.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  tooManyResetRequests:
    'Too many password reset requests. Please wait a few minutes and try again.',
  resetLinkSent:
    'If an administrator account uses that email address, a password reset link has been sent to it.',
  passwordReset: 'Your password has been reset. You can now sign in with the new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
  tooManyResetAttempts:
    'Too many attempts with password reset links. Please wait a few minutes and try again.',
  unauthenticated: 'Your session has expired or you are not signed in. Please sign in.',
  forbidden: 'This action is for administrators only.',
  csrfMismatch: 'Your session has expired. Reload the page and try again.',
  bearerRequired: 'This action needs a bearer token in the Authorization header.',
} as const;

export const authEndpoints = defineEndpoints('auth', {
  csrfCookie: {
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    access: 'public',
    summary: 'Start a browser session: sets the session and XSRF-TOKEN cookies',
    kind: 'empty',
  },
  login: {
    method: 'POST',
    path: '/api/admin/auth/login',
    access: 'public',
    summary:
      'Sign in with email and password; returns a bearer token, or a challenge when the admin uses two-factor sign-in',
    body: loginBody,
    response: loginResponse,
    failures: [401, 419, 429],
  },
  details: {
    method: 'GET',
    path: '/api/admin/auth/details',
    access: 'admin',
    permission: 'account.self',
    summary: 'The signed-in admin',
    response: detailsResponse,
  },
  logout: {
    method: 'GET',
    path: '/api/admin/auth/logout',
    access: 'admin-bearer',
    permission: 'account.self',
    summary: 'Revoke the bearer token and end the session',
    response: logoutResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/admin/auth/forgot-password',
    access: 'public',
    summary: 'Mail a one-time password reset link (same answer whether or not the email exists)',
    body: forgotPasswordBody,
    response: passwordActionResponse,
    failures: [419, 429],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/admin/auth/reset-password',
    access: 'public',
    summary: 'Choose a new password with a reset link; signs the admin out everywhere',
    body: resetPasswordBody,
    response: passwordActionResponse,
    failures: [419, 429],
  },
});
