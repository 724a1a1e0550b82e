import { AUTH_MESSAGES, type SecondFactorMethod } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { secondFactorStatusOf, type SecondFactorPolicy } from '../../db/second-factor.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { changeRecord, inTransaction } from '../../lib/change-record.js';
import type { Actor, Context } from '../../lib/context.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { recordKind } from '../../lib/record-kind.js';
import { minutesFrom, nowIso, toIso } from '../../lib/time.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import * as repo from './auth.repository.js';
import type { AdminRow, SessionRow } from './auth.repository.js';

const ENTITY = 'admin';
/** How long the step between a correct password and the second factor stays open. */
const CHALLENGE_MINUTES = 5;
const THROTTLE_WINDOW_MS = 60_000;
/**
 * Failures from one IP over every email (passwords and codes), in the longer window: a guesser
 * spreading a few tries over many accounts is held back too, not only one hammering one account.
 */
const IP_WINDOW_MS = 15 * 60_000;
const IP_ATTEMPTS_FACTOR = 4;
/** Wrong second-factor codes against one admin from any address (only a password holder can). */
const SECOND_FACTOR_FAILURES_PER_ADMIN = 10;
/** Password reset requests: per email and per IP within the window (known emails or not). */
const RESET_WINDOW_MS = 15 * 60_000;
const RESETS_PER_EMAIL = 3;
const RESETS_PER_IP = 10;
/** Bad reset links: per email from any address, and per address over every email. */
const BAD_RESET_LINKS_PER_EMAIL = 10;
const BAD_RESET_LINKS_PER_IP = 20;
/** Throttle rows older than the longest window count for nothing and may be deleted. */
const LONGEST_WINDOW_MS = Math.max(THROTTLE_WINDOW_MS, IP_WINDOW_MS, RESET_WINDOW_MS);

let dummyHash: Promise<string> | undefined;
/** Verified against when the email is unknown, so both failures cost the same time. */
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken()));

/**
 * The admin whose password was right, and whether a second factor must follow (false: the caller
 * finishes the sign-in; true: the caller issues a challenge, and nothing else).
 */
export type LoginResult = { admin: AdminRow; needsSecondFactor: boolean };

/** The throttle keys of sign-in failures: per email and IP, and per IP over every email. */
export const loginThrottleKeys = (email: string, ip: string): string[] => [
  `login:${email.toLowerCase()}|${ip}`,
  `login-ip:${ip}`,
];

/**
 * Checks the credentials (throttled per email and IP, and per IP). A deactivated or invited
 * account is answered exactly as a wrong password, whatever the password: telling it apart
 * would confirm the email, and after the right password, the password too.
 */
export async function login(
  context: Context<Actor | null>,
  input: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  const email = input.email.toLowerCase();
  const keys = loginThrottleKeys(email, input.ip);
  await assertNotThrottled(context, keys);

  const admin = await repo.findAdminByEmail(context.db, email);
  const isValid = await verifyPassword(
    admin?.password_hash ?? (await getDummyHash()),
    input.password,
  );
  if (!admin || !isValid || admin.status !== 'active') {
    await repo.recordLoginFailure(context.db, keys, nowIso());
    throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  // The failures are forgiven only once the second factor is right too.
  if (admin.totp_enabled_at !== null || Number(admin.passkey_count) > 0) {
    return { admin, needsSecondFactor: true };
  }
  await repo.clearLoginFailures(context.db, keys[0]!);
  return { admin, needsSecondFactor: false };
}

/** 429 when the sign-in keys (loginThrottleKeys) have had too many failures this minute. */
export const assertLoginNotThrottled = (context: Context<Actor | null>, keys: string[]) =>
  assertNotThrottled(context, keys);

/** One failed sign-in attempt (wrong password or code) against each key. */
export const recordLoginFailure = (context: Context<Actor | null>, keys: string[]) =>
  repo.recordLoginFailure(context.db, keys, nowIso());

/** A complete sign-in forgives the email's failures (not the IP's). */
export const clearLoginFailures = (context: Context<Actor | null>, keys: string[]) =>
  repo.clearLoginFailures(context.db, keys[0]!);

/**
 * The audit row of a sign-in; the context acts as the admin who signed in. `details` say how
 * (e.g. which second factor).
 */
async function recordSignIn(context: Context, details?: Record<string, unknown>): Promise<void> {
  await repo.touchAdminSignIn(context.db, context.actor.adminId, nowIso());
  await recordAudit(context, {
    action: 'sign-in',
    entity: ENTITY,
    entityId: context.actor.adminId,
    ...(details && { details }),
  });
}

/** The browser session a sign-in is finished in: the request's session cookie, if any. */
type SignInBrowser = {
  /** Whether the request carried a session cookie at all (live or not). */
  hasSessionCookie: boolean;
  /** The live session that cookie names (the pre-login one), if any. */
  session: Pick<SessionRow, 'id_hash'> | null;
};

/**
 * The end of every sign-in (after the password, or after the second factor): a bearer token, a
 * fresh session for a browser (never the pre-login one), the sign-in recorded. The caller sets
 * the new session's cookies on its reply. `details` say how (e.g. which second factor).
 */
export async function finishSignIn(
  context: Context<Actor | null>,
  input: {
    adminId: number;
    ip: string;
    userAgent?: string | null;
    browser: SignInBrowser;
    details?: Record<string, unknown>;
  },
): Promise<{ token: string; session: NewSession | null }> {
  const { adminId, ip, userAgent, browser, details } = input;
  const signedIn: Context = { ...context, actor: { adminId, ip } };
  const token = await issueToken(context, adminId, { ip, userAgent });
  let session: NewSession | null = null;
  if (browser.hasSessionCookie) {
    if (browser.session) await endSession(context, { idHash: browser.session.id_hash });
    session = await startSession(signedIn, { userAgent });
  }
  await recordSignIn(signedIn, details);
  return { token, session };
}

/**
 * The second factors the admin can finish signing in with (none: the password is enough). A role
 * that requires a passkey accepts only the passkey from an admin who has one.
 */
export async function signInMethods(
  db: Db,
  admin: Pick<AdminRow, 'role' | 'totp_enabled_at' | 'passkey_count'>,
): Promise<SecondFactorMethod[]> {
  const status = await secondFactorStatusOf(db, admin);
  if (status.passkey_required && status.passkeys > 0) return ['passkey'];
  return [
    ...(status.enabled ? (['totp', 'recovery_code'] as const) : []),
    ...(status.passkeys > 0 ? (['passkey'] as const) : []),
  ];
}

/**
 * The step after a correct password for an admin with a second factor: a random challenge
 * (only its hash is kept), single-use, valid 5 minutes.
 */
export async function startChallenge(
  context: Context<Actor | null>,
  adminId: number,
): Promise<string> {
  const challenge = randomToken();
  const now = new Date();
  await repo.insertChallenge(context.db, {
    admin_id: adminId,
    token_hash: sha256(challenge),
    now: toIso(now),
    expires_at: toIso(minutesFrom(now, CHALLENGE_MINUTES)),
  });
  return challenge;
}

async function assertNotThrottled(
  context: Context<Actor | null>,
  [emailKey, ipKey]: string[],
): Promise<void> {
  const { loginMaxAttempts } = context.config;
  const message = AUTH_MESSAGES.tooManyAttempts;
  await assertUnderLimits(context, [[emailKey!, loginMaxAttempts]], THROTTLE_WINDOW_MS, message);
  await assertUnderLimits(
    context,
    [[ipKey!, loginMaxAttempts * IP_ATTEMPTS_FACTOR]],
    IP_WINDOW_MS,
    message,
  );
}

/** The throttle key of wrong second-factor codes against one admin, from any address. */
export const secondFactorThrottleKey = (adminId: number) => `second-factor:${adminId}`;

/** 429 once an admin has had too many wrong second-factor codes, from any address. */
export const assertSecondFactorNotThrottled = (context: Context<Actor | null>, adminId: number) =>
  assertUnderLimits(
    context,
    [[secondFactorThrottleKey(adminId), SECOND_FACTOR_FAILURES_PER_ADMIN]],
    IP_WINDOW_MS,
    AUTH_MESSAGES.tooManyAttempts,
  );

/**
 * 429 with Retry-After when a key already has `limit` rows within the window. The rows live in
 * the database, so every API process counts the same.
 */
export async function assertUnderLimits(
  context: Context<Actor | null>,
  limits: [key: string, limit: number][],
  windowMs: number,
  message: string,
): Promise<void> {
  const now = Date.now();
  const since = toIso(new Date(now - windowMs));
  for (const [key, limit] of limits) {
    const { n, oldest } = await repo.countLoginFailures(context.db, key, since);
    if (Number(n) >= limit) {
      const freeAt = Date.parse(String(oldest)) + windowMs;
      const retryAfter = Math.max(1, Math.ceil((freeAt - now) / 1000));
      throw AppError.tooManyRequests(message, retryAfter);
    }
  }
  if (Math.random() < 0.01) {
    await repo.deleteOldLoginFailures(context.db, toIso(new Date(now - LONGEST_WINDOW_MS)));
  }
}

async function issueToken(
  context: Context<Actor | null>,
  adminId: number,
  client: ClientInfo = {},
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await repo.insertToken(context.db, {
    admin_id: adminId,
    token_hash: sha256(token),
    now: toIso(now),
    expires_at: toIso(minutesFrom(now, context.config.tokenMaxAgeMinutes)),
    ip: client.ip ?? null,
    user_agent: userAgentOf(client),
  });
  return token;
}

type BearerIdentity = {
  admin: AdminRow;
  tokenId: number;
  /** What the admin's role asks of their second factor, read with the token. */
  secondFactorPolicy: SecondFactorPolicy;
};

/** The admin behind a bearer token, or null when the token is unknown, revoked or expired. */
export async function resolveBearer(
  context: Context<Actor | null>,
  { token }: { token: string },
): Promise<BearerIdentity | null> {
  const found = await repo.findTokenWithAdmin(context.db, sha256(token));
  if (!found || found.token.revoked_at) return null;
  const { token: row, admin, secondFactorPolicy } = found;
  const now = new Date();
  const idleLimit = minutesFrom(new Date(row.last_used_at), context.config.tokenIdleMinutes);
  if (now >= new Date(row.expires_at) || now >= idleLimit) return null;
  // Recording every use would write on every request; a minute's precision is enough for idling.
  if (now.getTime() - Date.parse(row.last_used_at) > 60_000) {
    await repo.touchToken(context.db, row.id, toIso(now));
  }
  return { admin, tokenId: row.id, secondFactorPolicy };
}

/** Revokes the bearer token and ends the browser session the admin signed out with. */
export async function logout(
  context: Context,
  { tokenId, sessionIdHash }: { tokenId: number; sessionIdHash: string | null },
): Promise<void> {
  await inTransaction(context, async (trx) => {
    await repo.revokeToken(trx.db, tokenId, nowIso());
    if (sessionIdHash) await repo.deleteSession(trx.db, sessionIdHash);
    await recordAudit(trx, { action: 'sign-out', entity: ENTITY, entityId: trx.actor.adminId });
  });
}

// Sessions: the cookie carries a random id; the table keeps only its hash.

export type NewSession = { cookieValue: string; session: SessionRow };

/** Where a sign-in comes from, kept with its session or token (the account's session list). */
type ClientInfo = { ip?: string | null; userAgent?: string | null };

/** The User-Agent header as stored: at most 512 characters, null when absent. */
const userAgentOf = (client: ClientInfo) => client.userAgent?.slice(0, 512) || null;

/** A new session for the context's admin, or an anonymous one when no one is acting. */
export async function startSession(
  context: Context<Actor | null>,
  client: ClientInfo = {},
): Promise<NewSession> {
  const cookieValue = randomToken();
  const now = new Date();
  const session: SessionRow = {
    id_hash: sha256(cookieValue),
    admin_id: context.actor?.adminId ?? null,
    csrf_token: randomToken(),
    created_at: toIso(now),
    last_seen_at: toIso(now),
    expires_at: toIso(sessionExpiry(context.config, now, now)),
    ip: context.actor?.ip ?? null,
    user_agent: userAgentOf(client),
  };
  await repo.insertSession(context.db, session);
  if (Math.random() < 0.01) await repo.deleteExpiredSessions(context.db, toIso(now));
  return { cookieValue, session };
}

export async function resolveSession(
  context: Context<Actor | null>,
  { cookieValue }: { cookieValue: string },
): Promise<SessionRow | null> {
  const session = await repo.findSession(context.db, sha256(cookieValue));
  if (!session) return null;
  const now = new Date();
  const createdAt = new Date(session.created_at);
  if (now >= new Date(session.expires_at) || now >= sessionEnd(context.config, createdAt)) {
    await repo.deleteSession(context.db, session.id_hash);
    return null;
  }
  if (now.getTime() - Date.parse(session.last_seen_at) > 60_000) {
    const expiresAt = toIso(sessionExpiry(context.config, createdAt, now));
    await repo.touchSession(context.db, session.id_hash, toIso(now), expiresAt);
  }
  return session;
}

/** The absolute end of a session: its start plus the maximum age, however it is used. */
const sessionEnd = (config: Context['config'], createdAt: Date) =>
  minutesFrom(createdAt, config.sessionMaxAgeMinutes);

/** When a session seen at `seenAt` expires: after the idle timeout, never past its end. */
function sessionExpiry(config: Context['config'], createdAt: Date, seenAt: Date): Date {
  const idle = minutesFrom(seenAt, config.sessionIdleMinutes);
  const end = sessionEnd(config, createdAt);
  return idle < end ? idle : end;
}

const endSession = (context: Context<Actor | null>, { idHash }: { idHash: string }) =>
  repo.deleteSession(context.db, idHash);

// Password reset

/**
 * Mails a reset link when the email is an admin's. Throttled per email and per IP whether or
 * not it is (so the answer says nothing about the email), to keep anyone from flooding an inbox.
 */
export async function requestPasswordReset(
  context: Context<Actor | null>,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  const keys = [`reset:${email.trim().toLowerCase()}`, `reset-ip:${ip}`];
  await assertUnderLimits(
    context,
    [
      [keys[0]!, RESETS_PER_EMAIL],
      [keys[1]!, RESETS_PER_IP],
    ],
    RESET_WINDOW_MS,
    AUTH_MESSAGES.tooManyResetRequests,
  );
  await repo.recordLoginFailure(context.db, keys, nowIso());
  const admin = await repo.findAdminByEmail(context.db, email);
  if (!admin) return;
  const token = randomToken();
  const now = new Date();
  await repo.insertPasswordReset(context.db, {
    admin_id: admin.id,
    token_hash: sha256(token),
    now: toIso(now),
    expires_at: toIso(minutesFrom(now, context.config.passwordResetMinutes)),
  });
  const link = new URL('/admin/reset-password', context.config.appUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', admin.email);
  await context.mailer.send({
    to: admin.email,
    subject: 'Reset your password',
    text: [
      `Hello ${admin.name},`,
      '',
      'Someone asked to reset the password of your administrator account.',
      `Open this link within ${context.config.passwordResetMinutes} minutes to choose a new one:`,
      link.toString(),
      '',
      'If it was not you, ignore this email; your password stays as it is.',
    ].join('\n'),
  });
}

const invalidResetLink = () => AppError.invalid({ token: [AUTH_MESSAGES.resetLinkInvalid] });

type PasswordResetLink = { resetId: number; adminId: number };

/**
 * The unused, unexpired reset link of this token and email (422 otherwise). Bad links are
 * throttled per email from any address and per address over every email (429).
 */
export async function findPasswordResetLink(
  context: Context<Actor | null>,
  { email, token, ip }: { email: string; token: string; ip: string },
): Promise<PasswordResetLink> {
  const keys = [`reset-link:${email.trim().toLowerCase()}`, `reset-link-ip:${ip}`];
  await assertUnderLimits(
    context,
    [
      [keys[0]!, BAD_RESET_LINKS_PER_EMAIL],
      [keys[1]!, BAD_RESET_LINKS_PER_IP],
    ],
    RESET_WINDOW_MS,
    AUTH_MESSAGES.tooManyResetAttempts,
  );
  const reset = await repo.findPasswordReset(context.db, sha256(token));
  const admin = reset ? await repo.findAdminById(context.db, reset.admin_id) : undefined;
  if (
    !reset ||
    !admin ||
    admin.email !== email.toLowerCase() ||
    reset.used_at ||
    new Date() >= new Date(reset.expires_at)
  ) {
    await repo.recordLoginFailure(context.db, keys, nowIso());
    throw invalidResetLink();
  }
  return { resetId: reset.id, adminId: admin.id };
}

/** The admin a password reset applies to: gone, the link is invalid. */
const resettingAdmin = recordKind(ENTITY, repo.findAdminById, AUTH_MESSAGES.resetLinkInvalid);

/**
 * Uses a reset link (once: a second use answers 422) to set the password of the admin the
 * context acts as, and signs them out everywhere.
 */
export async function resetPassword(
  context: Context,
  { resetId, password }: { resetId: number; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  const adminId = context.actor.adminId;
  await changeRecord(context, resettingAdmin(adminId), async ({ db }) => {
    if (!(await repo.usePasswordReset(db, resetId, now))) throw invalidResetLink();
    await repo.updateAdminPassword(db, adminId, passwordHash, now);
    await signOutEverywhere({ db }, adminId);
    return { action: 'reset-password', result: undefined };
  });
}

/** Signs an admin out everywhere: every bearer token revoked, every session and pending sign-in ended. */
export async function signOutEverywhere(
  context: Pick<Context<Actor | null>, 'db'>,
  adminId: number,
): Promise<void> {
  await repo.revokeAllTokens(context.db, adminId, nowIso());
  await repo.deleteAdminSessions(context.db, adminId);
  // A password step already passed must not finish after the password changed.
  await repo.deleteSignInChallenges(context.db, adminId);
}
