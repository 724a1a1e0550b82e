import { AUTH_MESSAGES } from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { minutesFrom, nowIso, toIso } from '../../lib/time.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import * as repo from './auth.repository.js';
import type { AdminRow, SessionRow } from './auth.repository.js';

const THROTTLE_WINDOW_MS = 60_000;
/** Failures from one IP, over every email, before that IP is throttled. */
const IP_ATTEMPTS_FACTOR = 10;

let dummyHash: Promise<string> | undefined;
/** Verified against when the email is unknown, so both failures cost the same time. */
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken()));

export type LoginResult = { admin: AdminRow; token: string };

export async function login(
  deps: AppDeps,
  input: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  const email = input.email.toLowerCase();
  const keys = [`login:${email}|${input.ip}`, `login-ip:${input.ip}`];
  await assertNotThrottled(deps, keys);

  const admin = await repo.findAdminByEmail(deps.db, email);
  const isValid = await verifyPassword(
    admin?.password_hash ?? (await getDummyHash()),
    input.password,
  );
  if (!admin || !isValid) {
    await repo.recordLoginFailure(deps.db, keys, nowIso());
    throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await repo.clearLoginFailures(deps.db, keys[0]!);
  return { admin, token: await issueToken(deps, admin.id) };
}

async function assertNotThrottled(deps: AppDeps, [emailKey, ipKey]: string[]): Promise<void> {
  const now = Date.now();
  const since = toIso(new Date(now - THROTTLE_WINDOW_MS));
  const limits: [string, number][] = [
    [emailKey!, deps.config.loginMaxAttempts],
    [ipKey!, deps.config.loginMaxAttempts * IP_ATTEMPTS_FACTOR],
  ];
  for (const [key, limit] of limits) {
    const { n, oldest } = await repo.countLoginFailures(deps.db, key, since);
    if (Number(n) >= limit) {
      const freeAt = Date.parse(String(oldest)) + THROTTLE_WINDOW_MS;
      const retryAfter = Math.max(1, Math.ceil((freeAt - now) / 1000));
      throw AppError.tooManyRequests(AUTH_MESSAGES.tooManyAttempts, retryAfter);
    }
  }
  if (Math.random() < 0.01) await repo.deleteOldLoginFailures(deps.db, since);
}

async function issueToken(deps: AppDeps, adminId: number): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await repo.insertToken(deps.db, {
    admin_id: adminId,
    token_hash: sha256(token),
    now: toIso(now),
    expires_at: toIso(minutesFrom(now, deps.config.tokenMaxAgeMinutes)),
  });
  return token;
}

export type BearerIdentity = { admin: AdminRow; tokenId: number };

/** The admin behind a bearer token, or null when the token is unknown, revoked or expired. */
export async function resolveBearer(deps: AppDeps, token: string): Promise<BearerIdentity | null> {
  const row = await repo.findTokenByHash(deps.db, sha256(token));
  if (!row || row.revoked_at) return null;
  const now = new Date();
  const idleLimit = minutesFrom(new Date(row.last_used_at), deps.config.tokenIdleMinutes);
  if (now >= new Date(row.expires_at) || now >= idleLimit) return null;
  const admin = await repo.findAdminById(deps.db, row.admin_id);
  if (!admin) return null;
  // Recording every use would write on every request; a minute's precision is enough for idling.
  if (now.getTime() - Date.parse(row.last_used_at) > 60_000) {
    await repo.touchToken(deps.db, row.id, toIso(now));
  }
  return { admin, tokenId: row.id };
}

export async function logout(
  deps: AppDeps,
  identity: { tokenId: number; sessionIdHash: string | null },
): Promise<void> {
  await repo.revokeToken(deps.db, identity.tokenId, nowIso());
  if (identity.sessionIdHash) await repo.deleteSession(deps.db, identity.sessionIdHash);
}

// Sessions: the cookie carries a random id; the table keeps only its hash.

export type NewSession = { cookieValue: string; session: SessionRow };

export async function startSession(deps: AppDeps, adminId: number | null): Promise<NewSession> {
  const cookieValue = randomToken();
  const now = new Date();
  const session: SessionRow = {
    id_hash: sha256(cookieValue),
    admin_id: adminId,
    csrf_token: randomToken(),
    created_at: toIso(now),
    last_seen_at: toIso(now),
    expires_at: toIso(minutesFrom(now, deps.config.sessionIdleMinutes)),
  };
  await repo.insertSession(deps.db, session);
  if (Math.random() < 0.01) await repo.deleteExpiredSessions(deps.db, toIso(now));
  return { cookieValue, session };
}

export async function resolveSession(
  deps: AppDeps,
  cookieValue: string,
): Promise<SessionRow | null> {
  const session = await repo.findSession(deps.db, sha256(cookieValue));
  if (!session) return null;
  const now = new Date();
  if (now >= new Date(session.expires_at)) {
    await repo.deleteSession(deps.db, session.id_hash);
    return null;
  }
  if (now.getTime() - Date.parse(session.last_seen_at) > 60_000) {
    const expiresAt = toIso(minutesFrom(now, deps.config.sessionIdleMinutes));
    await repo.touchSession(deps.db, session.id_hash, toIso(now), expiresAt);
  }
  return session;
}

export const endSession = (deps: AppDeps, idHash: string) => repo.deleteSession(deps.db, idHash);

// Password reset

export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const admin = await repo.findAdminByEmail(deps.db, email);
  if (!admin) return;
  const token = randomToken();
  const now = new Date();
  await repo.insertPasswordReset(deps.db, {
    admin_id: admin.id,
    token_hash: sha256(token),
    now: toIso(now),
    expires_at: toIso(minutesFrom(now, deps.config.passwordResetMinutes)),
  });
  const link = new URL('/admin/reset-password', deps.config.appUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', admin.email);
  await deps.mailer.send({
    to: admin.email,
    subject: 'Reset your password',
    text: [
      `Hello ${admin.name},`,
      '',
      'Someone asked to reset the password of your administrator account.',
      `Open this link within ${deps.config.passwordResetMinutes} minutes to choose a new one:`,
      link.toString(),
      '',
      'If it was not you, ignore this email; your password stays as it is.',
    ].join('\n'),
  });
}

export async function resetPassword(
  deps: AppDeps,
  input: { email: string; token: string; password: string },
): Promise<AdminRow> {
  const invalid = () => AppError.invalid({ token: [AUTH_MESSAGES.resetLinkInvalid] });
  const reset = await repo.findPasswordReset(deps.db, sha256(input.token));
  const admin = reset ? await repo.findAdminById(deps.db, reset.admin_id) : undefined;
  if (
    !reset ||
    !admin ||
    admin.email !== input.email.toLowerCase() ||
    reset.used_at ||
    new Date() >= new Date(reset.expires_at)
  ) {
    throw invalid();
  }
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.usePasswordReset(trx, reset.id, now))) throw invalid();
    await repo.updateAdminPassword(trx, admin.id, passwordHash, now);
    await repo.revokeAllTokens(trx, admin.id, now);
    await repo.deleteAdminSessions(trx, admin.id);
  });
  return admin;
}
