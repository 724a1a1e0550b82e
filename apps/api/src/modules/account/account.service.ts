import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountSession,
  type UpdateAccountBody,
  type UploadedFilePart,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { changeRecord, inTransaction } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { recordKind } from '../../lib/record-kind.js';
import { minutesFrom, nowIso, toIso } from '../../lib/time.js';
import { sha256 } from '../../lib/tokens.js';
import { publicImageUrl, uploadedImagePath, uploadPath } from '../../lib/uploads.js';
import type { AdminRow } from '../../db/schema.js';
import { uploadImage } from '../files/files.service.js';
import { secondFactorStatusOf } from '../../db/second-factor.js';
import * as repo from './account.repository.js';

const ENTITY = 'admin';
/** Wrong current passwords: as many as sign-in allows per minute, then 429. */
const PASSWORD_WINDOW_MS = 60_000;
/**
 * A session and a bearer token created this close together, from the same browser, are one
 * sign-in (the login answer issues both): they are listed and signed out together.
 */
const SAME_SIGN_IN_MS = 10_000;

/** What the request signs in with: its session (cookie) and its bearer token. */
export type CurrentSignIn = { sessionIdHash: string | null; tokenId: number | null };

const ACCOUNT_GONE = 'Your administrator account was not found.';

const adminRef = recordKind(ENTITY, repo.findAdmin, ACCOUNT_GONE);

async function toAccount(context: Context, admin: AdminRow): Promise<Account> {
  return {
    name: admin.name,
    email: admin.email,
    img_url: publicImageUrl(context.config, admin.img_url),
    role: admin.role,
    two_factor: await secondFactorStatusOf(context.db, admin),
    time_zone: admin.time_zone,
  };
}

async function loadAdmin(context: Context): Promise<AdminRow> {
  const admin = await repo.findAdmin(context.db, context.actor.adminId);
  if (!admin) throw AppError.notFound(ACCOUNT_GONE);
  return admin;
}

export async function getAccount(context: Context): Promise<Account> {
  return toAccount(context, await loadAdmin(context));
}

/** The stored picture an `img_url` names: unchanged, removed, or an upload of this site. */
async function pictureOf(context: Context, admin: AdminRow, url: string | null | undefined) {
  if (url === undefined) return admin.img_url;
  if (url === null || url === '') return null;
  if (url === admin.img_url || url === publicImageUrl(context.config, admin.img_url)) {
    return admin.img_url;
  }
  const stored = await uploadedImagePath(context, url);
  if (!stored) throw AppError.invalid({ img_url: [ACCOUNT_MESSAGES.pictureInvalid] });
  return stored;
}

/** Changes the admin's own name, picture and time zone; audited with before and after. */
export async function updateProfile(context: Context, input: UpdateAccountBody): Promise<Account> {
  const current = await loadAdmin(context);
  const wanted = {
    name: input.name,
    img_url: await pictureOf(context, current, input.img_url),
    time_zone: input.time_zone === undefined ? current.time_zone : input.time_zone,
  };
  return saveProfile(context, wanted);
}

/** Stores an uploaded image (checked and re-encoded) as the admin's own picture. */
export async function changePicture(
  context: Context,
  { file }: { file: UploadedFilePart },
): Promise<Account> {
  const fileName = await uploadImage(context, { file });
  return saveProfile(context, { img_url: uploadPath(fileName) });
}

/** Writes the fields that differ, with their audit row; a save that changes nothing writes none. */
function saveProfile(context: Context, wanted: repo.ProfileChanges): Promise<Account> {
  return inTransaction(context, async (trx) => {
    const admin = await repo.findAdmin(trx.db, trx.actor.adminId);
    if (!admin) throw AppError.notFound(ACCOUNT_GONE);
    const before = { name: admin.name, img_url: admin.img_url, time_zone: admin.time_zone };
    const after = { ...before, ...wanted };
    const changes = fieldChanges(before, after);
    if (Object.keys(changes.after).length > 0) {
      await repo.updateProfile(trx.db, admin.id, changes.after, nowIso());
      await recordAudit(trx, {
        action: 'update-profile',
        entity: ENTITY,
        entityId: admin.id,
        ...changes,
      });
    }
    return toAccount(trx, { ...admin, ...after });
  });
}

// Password

async function assertPasswordAttemptsLeft(context: Context, key: string): Promise<void> {
  const now = Date.now();
  const since = toIso(new Date(now - PASSWORD_WINDOW_MS));
  const { n, oldest } = await repo.countFailures(context.db, key, since);
  if (Number(n) >= context.config.loginMaxAttempts) {
    const freeAt = Date.parse(String(oldest)) + PASSWORD_WINDOW_MS;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now) / 1000));
    throw AppError.tooManyRequests(ACCOUNT_MESSAGES.tooManyAttempts, retryAfter);
  }
}

/**
 * Changes the admin's own password after checking the current one (wrong answers are throttled
 * like sign-in), then signs out every other session and token of theirs; audited.
 */
export async function changePassword(
  context: Context,
  input: { currentPassword: string; password: string; current: CurrentSignIn },
): Promise<void> {
  const adminId = context.actor.adminId;
  const key = `account-password:${adminId}`;
  await assertPasswordAttemptsLeft(context, key);
  const admin = await loadAdmin(context);
  if (!(await verifyPassword(admin.password_hash, input.currentPassword))) {
    await repo.recordFailure(context.db, key, nowIso());
    throw AppError.invalid({ current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] });
  }
  await repo.clearFailures(context.db, key);
  const passwordHash = await hashPassword(input.password);
  await changeRecord(context, adminRef(adminId), async (trx) => {
    const now = nowIso();
    await repo.updatePassword(trx.db, adminId, passwordHash, now);
    const signedOut = await signOutOthers(trx, input.current);
    return { action: 'change-password', details: { signed_out: signedOut }, result: undefined };
  });
}

// Sessions and tokens

type SignIn = AccountSession & {
  session: repo.LiveSessionRow | null;
  token: repo.LiveTokenRow | null;
};

const sessionId = (idHash: string) => `s${sha256(idHash).slice(0, 16)}`;
const tokenId = (id: number) => `t${id}`;
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * Pairs each session with the token of the same sign-in (same browser, created within
 * SAME_SIGN_IN_MS; the closest first), so a browser shows once and signs out entirely.
 */
function pairSignIns(sessions: repo.LiveSessionRow[], tokens: repo.LiveTokenRow[]) {
  const candidates = sessions.flatMap((session) =>
    tokens
      .filter((token) => token.user_agent === session.user_agent)
      .map((token) => ({
        session,
        token,
        gap: Math.abs(Date.parse(session.created_at) - Date.parse(token.created_at)),
      }))
      .filter(({ gap }) => gap <= SAME_SIGN_IN_MS),
  );
  candidates.sort((a, b) => a.gap - b.gap);
  const pairs = new Map<repo.LiveSessionRow, repo.LiveTokenRow>();
  const pairedTokens = new Set<repo.LiveTokenRow>();
  for (const { session, token } of candidates) {
    if (pairs.has(session) || pairedTokens.has(token)) continue;
    pairs.set(session, token);
    pairedTokens.add(token);
  }
  return { pairs, unpaired: tokens.filter((token) => !pairedTokens.has(token)) };
}

/** The admin's live sign-ins, newest first, the one of this request marked current. */
async function liveSignIns(context: Context, current: CurrentSignIn): Promise<SignIn[]> {
  const { config, db } = context;
  const adminId = context.actor.adminId;
  const now = new Date();
  const sessions = await repo.listLiveSessions(db, adminId, {
    now: toIso(now),
    createdAfter: toIso(minutesFrom(now, -config.sessionMaxAgeMinutes)),
  });
  const tokens = await repo.listLiveTokens(db, adminId, {
    now: toIso(now),
    usedAfter: toIso(minutesFrom(now, -config.tokenIdleMinutes)),
  });
  const { pairs, unpaired } = pairSignIns(sessions, tokens);
  const signIns: SignIn[] = [
    ...sessions.map((session) => {
      const token = pairs.get(session) ?? null;
      return {
        kind: 'session' as const,
        id: sessionId(session.id_hash),
        created_at: token ? minIso(session.created_at, token.created_at) : session.created_at,
        last_used_at: token
          ? later(session.last_seen_at, token.last_used_at)
          : session.last_seen_at,
        ip: session.ip ?? token?.ip ?? null,
        user_agent: session.user_agent,
        current:
          session.id_hash === current.sessionIdHash ||
          (token !== null && token.id === current.tokenId),
        session,
        token,
      };
    }),
    ...unpaired.map((token) => ({
      kind: 'token' as const,
      id: tokenId(token.id),
      created_at: token.created_at,
      last_used_at: token.last_used_at,
      ip: token.ip,
      user_agent: token.user_agent,
      current: token.id === current.tokenId,
      session: null,
      token,
    })),
  ];
  return signIns.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

const minIso = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

const toAccountSession = ({ session: _s, token: _t, ...item }: SignIn): AccountSession => item;

export async function listSessions(
  context: Context,
  { current }: { current: CurrentSignIn },
): Promise<AccountSession[]> {
  return (await liveSignIns(context, current)).map(toAccountSession);
}

/** Ends one sign-in (its session and its token); never the current one (409). */
export async function revokeSession(
  context: Context,
  { id, current }: { id: string; current: CurrentSignIn },
): Promise<void> {
  await inTransaction(context, async (trx) => {
    const signIn = (await liveSignIns(trx, current)).find((item) => item.id === id);
    if (!signIn) throw AppError.notFound(ACCOUNT_MESSAGES.signInNotFound);
    if (signIn.current) throw AppError.conflict(ACCOUNT_MESSAGES.currentSignIn);
    const adminId = trx.actor.adminId;
    if (signIn.session) await repo.deleteSessions(trx.db, adminId, [signIn.session.id_hash]);
    if (signIn.token) await repo.revokeTokens(trx.db, adminId, [signIn.token.id], nowIso());
    await recordAudit(trx, {
      action: 'sign-out-session',
      entity: ENTITY,
      entityId: adminId,
      details: {
        kind: signIn.kind,
        created_at: signIn.created_at,
        ip: signIn.ip,
        user_agent: signIn.user_agent,
      },
    });
  });
}

/**
 * Ends every session and token of the admin except those of the current sign-in; returns how
 * many live sign-ins ended. (Runs inside the caller's transaction.)
 */
async function signOutOthers(trx: Context, current: CurrentSignIn): Promise<number> {
  const signIns = await liveSignIns(trx, current);
  const kept = signIns.filter((item) => item.current);
  const adminId = trx.actor.adminId;
  const keptSessions = kept.flatMap((item) => (item.session ? [item.session.id_hash] : []));
  const keptTokens = kept.flatMap((item) => (item.token ? [item.token.id] : []));
  await repo.deleteSessionsExcept(trx.db, adminId, keptSessions);
  await repo.revokeTokensExcept(trx.db, adminId, keptTokens, nowIso());
  return signIns.filter((item) => !item.current).length;
}

/** Ends every sign-in of the admin but the current one; audited with how many ended. */
export function revokeOtherSessions(
  context: Context,
  { current }: { current: CurrentSignIn },
): Promise<number> {
  return inTransaction(context, async (trx) => {
    const signedOut = await signOutOthers(trx, current);
    await recordAudit(trx, {
      action: 'sign-out-other-sessions',
      entity: ENTITY,
      entityId: trx.actor.adminId,
      details: { signed_out: signedOut },
    });
    return signedOut;
  });
}
