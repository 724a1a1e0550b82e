import { sql } from 'kysely';
import {
  ADMIN_MESSAGES,
  INVITATION_HOURS,
  PERMISSION_MESSAGES,
  ROLE_LABELS,
  can,
  type AdminListItem,
  type AdminsListQuery,
  type InviteAdminBody,
  type Permission,
  type Role,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Actor, Context } from '../../lib/context.js';
import { pageOf } from '../../lib/lists/list-reads.js';
import type { ListContext } from '../../lib/lists/list-table.js';
import { hashPassword } from '../../lib/password.js';
import { minutesFrom, nowIso, toIso } from '../../lib/time.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import * as auth from '../auth/auth.service.js';
import * as repo from './admins.repository.js';
import type { AdminRow } from './admins.repository.js';
import type { AdminStatus } from '../../db/schema.js';

const ENTITY = 'admin';

/** Failed invitation acceptances: per email and address, and per address, within the window. */
const ACCEPT_WINDOW_MS = 15 * 60_000;
const ACCEPT_FAILURES_PER_EMAIL = 5;
const ACCEPT_FAILURES_PER_IP = 20;
/** Per invited email from any address: guesses spread over many addresses still stop. */
const ACCEPT_FAILURES_PER_TARGET = 10;

/**
 * Runs a change of the team in one transaction that holds the team's lock: on PostgreSQL, two
 * owners demoting or deactivating each other at once are taken one after the other, so the
 * second sees the first's result (and the count of owners it left). SQLite writes one
 * transaction at a time already.
 */
function inTeamTransaction<T>(context: Context, work: (trx: Context) => Promise<T>): Promise<T> {
  return inTransaction(context, async (trx) => {
    if (trx.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtextextended('admin-team', 0))`.execute(trx.db);
    }
    return work(trx);
  });
}

/**
 * The target and the acting admin, both as they are now (inside the team's lock); the actor
 * must still hold `permission`, the endpoint's.
 */
async function loadPair(
  trx: Context,
  targetId: number,
  permission: Permission = 'admins.manage',
): Promise<[AdminRow, AdminRow]> {
  const target = await repo.findAdmin(trx.db, targetId);
  if (!target) throw AppError.notFound(ADMIN_MESSAGES.notFound);
  const actor = await repo.findAdmin(trx.db, trx.actor.adminId);
  // The guard let the actor in a moment ago; removed, deactivated or demoted since, they may not.
  if (!actor || actor.status !== 'active' || !can(actor.role, permission)) {
    throw AppError.forbidden(PERMISSION_MESSAGES.forbidden);
  }
  return [target, actor];
}

/** A change of another admin's account (never one's own), inside the team's lock. */
function changeOtherAdmin<T>(
  context: Context,
  adminId: number,
  change: (trx: Context, target: AdminRow, actor: AdminRow) => Promise<T>,
): Promise<T> {
  return inTeamTransaction(context, async (trx) => {
    const [target, actor] = await loadPair(trx, adminId);
    if (target.id === actor.id) throw AppError.conflict(ADMIN_MESSAGES.notSelf);
    return change(trx, target, actor);
  });
}

/** The audit row of an admin's account moving from one status to another. */
function recordStatusMove(
  trx: Context,
  action: string,
  admin: AdminRow,
  move: { from: AdminStatus; to: AdminStatus },
) {
  return recordAudit(trx, {
    action,
    entity: ENTITY,
    entityId: admin.id,
    before: { status: move.from },
    after: { status: move.to },
    details: { email: admin.email },
  });
}

const isActiveOwner = (admin: AdminRow) => admin.role === 'owner' && admin.status === 'active';

/** 409 when taking `target` out of the active owners would leave none. */
async function assertNotLastOwner(trx: Context, target: AdminRow): Promise<void> {
  if (isActiveOwner(target) && (await repo.countActiveOwners(trx.db)) <= 1) {
    throw AppError.conflict(ADMIN_MESSAGES.lastOwner);
  }
}

/** A new set-password link for `admin` in the transaction; earlier unused links are voided. */
async function issueInvitationLink(
  trx: Context,
  admin: { id: number; email: string },
): Promise<{ link: string; expiresAt: string }> {
  const token = randomToken();
  const now = new Date();
  const expiresAt = toIso(minutesFrom(now, INVITATION_HOURS * 60));
  await repo.voidInvitations(trx.db, admin.id);
  await repo.insertInvitation(trx.db, {
    admin_id: admin.id,
    token_hash: sha256(token),
    invited_by: trx.actor.adminId,
    now: toIso(now),
    expires_at: expiresAt,
  });
  const link = new URL('/admin/invitation', trx.config.appUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', admin.email);
  return { link: link.toString(), expiresAt };
}

/**
 * How an invitation reached the invited admin: mailed, or, with no mail server (the mail is only
 * logged), the link for the inviting admin to hand over. See docs/decisions.md.
 */
export type InvitationDelivery = { mailed: true } | { mailed: false; link: string };

/**
 * A new set-password link for `admin` in the transaction; returns the mailing of it, to run once
 * the transaction has committed.
 */
async function mailInvitation(
  trx: Context,
  admin: { id: number; name: string; email: string; role: Role },
): Promise<() => Promise<InvitationDelivery>> {
  const { link } = await issueInvitationLink(trx, admin);
  // Sent once the transaction has committed, so a mail never names a link that is not stored.
  return async () => {
    await trx.mailer.send({
      to: admin.email,
      subject: 'You are invited to the back office',
      text: [
        `Hello ${admin.name},`,
        '',
        `You are invited to the back office as ${ROLE_LABELS[admin.role]}.`,
        `Open this link within ${INVITATION_HOURS} hours to choose your password:`,
        link,
        '',
        'The link works once. If you did not expect this invitation, ignore this email.',
      ].join('\n'),
    });
    return trx.mailer.delivers ? { mailed: true } : { mailed: false, link };
  };
}

/** An invitation sent: the invited admin as the list shows them, and how the link went. */
export type InvitationSent = { admin: AdminListItem; delivery: InvitationDelivery };

/**
 * Invites a colleague: a new admin, invited (no password), and a one-time set-password link
 * mailed to them. Only an owner invites an owner; an email already in the team is a conflict.
 */
export async function inviteAdmin(
  context: Context,
  input: InviteAdminBody & { actorRole: Role },
): Promise<InvitationSent> {
  if (input.role === 'owner' && input.actorRole !== 'owner') {
    throw AppError.forbidden(ADMIN_MESSAGES.ownerOnlyInvite);
  }
  const email = input.email.toLowerCase();
  const { item, send } = await inTeamTransaction(context, async (trx) => {
    if (await repo.findAdminByEmail(trx.db, email)) {
      throw AppError.conflict(ADMIN_MESSAGES.emailTaken);
    }
    const id = await repo.insertInvitedAdmin(trx.db, {
      name: input.name,
      email,
      role: input.role,
      password_hash: `${repo.UNSET_PASSWORD_PREFIX}${randomToken()}`,
      now: nowIso(),
    });
    const send = await mailInvitation(trx, { id, name: input.name, email, role: input.role });
    await recordAudit(trx, {
      action: 'invite',
      entity: ENTITY,
      entityId: id,
      after: { name: input.name, email, role: input.role, status: 'invited' },
    });
    const row = await repo.findAdmin(trx.db, id);
    return { item: repo.toAdminListItem(row!), send };
  });
  return { admin: item, delivery: await send() };
}

/** A new link for an admin still invited; the earlier links stop working. */
export async function reinviteAdmin(
  context: Context,
  { adminId }: { adminId: number },
): Promise<InvitationSent> {
  const { item, send } = await inTeamTransaction(context, async (trx) => {
    const [target, actor] = await loadPair(trx, adminId);
    if (target.status !== 'invited') throw AppError.conflict(ADMIN_MESSAGES.notInvited);
    if (target.role === 'owner' && actor.role !== 'owner') {
      throw AppError.forbidden(ADMIN_MESSAGES.ownerOnlyInvite);
    }
    const send = await mailInvitation(trx, target);
    await recordAudit(trx, {
      action: 'reinvite',
      entity: ENTITY,
      entityId: target.id,
      details: { email: target.email },
    });
    return { item: repo.toAdminListItem(target), send };
  });
  return { admin: item, delivery: await send() };
}

/**
 * A fresh link of a pending invitation, for an owner to hand over outside the mail (e.g. the
 * mail never arrived); earlier links stop working. 404 when the admin has no pending invitation.
 */
export async function freshInvitationLink(
  context: Context,
  { adminId }: { adminId: number },
): Promise<{ name: string; link: string; expires_at: string }> {
  return inTeamTransaction(context, async (trx) => {
    const [target] = await loadPair(trx, adminId, 'admins.security');
    if (target.status !== 'invited') throw AppError.notFound(ADMIN_MESSAGES.noPendingInvitation);
    const { link, expiresAt } = await issueInvitationLink(trx, target);
    await recordAudit(trx, {
      action: 'invitation-link',
      entity: ENTITY,
      entityId: target.id,
      details: { email: target.email },
    });
    return { name: target.name, link, expires_at: expiresAt };
  });
}

/**
 * Changes another admin's role. Nobody changes their own; only an owner grants or takes the
 * owner role; the last active owner stays an owner.
 */
export async function changeAdminRole(
  context: Context,
  { adminId, role }: { adminId: number; role: Role },
): Promise<AdminListItem> {
  return changeOtherAdmin(context, adminId, async (trx, target, actor) => {
    if (target.role === role) throw AppError.conflict(ADMIN_MESSAGES.sameRole);
    if (role !== 'owner') await assertNotLastOwner(trx, target);
    if (actor.role !== 'owner' && (role === 'owner' || target.role === 'owner')) {
      throw AppError.forbidden(
        role === 'owner' ? ADMIN_MESSAGES.ownerOnlyGrant : ADMIN_MESSAGES.ownerOnlyChange,
      );
    }
    const now = nowIso();
    await repo.setRole(trx.db, target.id, role, now);
    await recordAudit(trx, {
      action: 'change-role',
      entity: ENTITY,
      entityId: target.id,
      before: { role: target.role },
      after: { role },
      details: { email: target.email },
    });
    return repo.toAdminListItem({ ...target, role, updated_at: now });
  });
}

/**
 * Deactivates another admin: they can no longer sign in, and their sessions, bearer tokens and
 * unused invitation links end in the same transaction.
 */
export async function deactivateAdmin(
  context: Context,
  { adminId }: { adminId: number },
): Promise<AdminListItem> {
  return changeOtherAdmin(context, adminId, async (trx, target, actor) => {
    if (target.status === 'deactivated') {
      throw AppError.conflict(ADMIN_MESSAGES.alreadyDeactivated);
    }
    await assertNotLastOwner(trx, target);
    if (target.role === 'owner' && actor.role !== 'owner') {
      throw AppError.forbidden(ADMIN_MESSAGES.ownerOnlyChange);
    }
    const now = nowIso();
    if (!(await repo.moveStatus(trx.db, target.id, target.status, 'deactivated', now))) {
      throw AppError.conflict(ADMIN_MESSAGES.alreadyDeactivated);
    }
    await auth.signOutEverywhere(trx, target.id);
    await repo.voidInvitations(trx.db, target.id);
    await recordStatusMove(trx, 'deactivate', target, { from: target.status, to: 'deactivated' });
    return repo.toAdminListItem({ ...target, status: 'deactivated', updated_at: now });
  });
}

/**
 * Reactivates a deactivated admin: active again, or invited again when they never chose a
 * password (a new invitation then gives them one).
 */
export async function reactivateAdmin(
  context: Context,
  { adminId }: { adminId: number },
): Promise<AdminListItem> {
  return changeOtherAdmin(context, adminId, async (trx, target, actor) => {
    if (target.status !== 'deactivated') throw AppError.conflict(ADMIN_MESSAGES.notDeactivated);
    if (target.role === 'owner' && actor.role !== 'owner') {
      throw AppError.forbidden(ADMIN_MESSAGES.ownerOnlyChange);
    }
    const status = repo.hasPassword(target) ? 'active' : 'invited';
    const now = nowIso();
    if (!(await repo.moveStatus(trx.db, target.id, 'deactivated', status, now))) {
      throw AppError.conflict(ADMIN_MESSAGES.notDeactivated);
    }
    await recordStatusMove(trx, 'reactivate', target, { from: 'deactivated', to: status });
    return repo.toAdminListItem({ ...target, status, updated_at: now });
  });
}

const invalidInvitation = () => AppError.invalid({ token: [ADMIN_MESSAGES.invitationInvalid] });

/**
 * Accepts an invitation: sets the password and makes the admin active, using the link once.
 * Every invalid, expired, used or mismatched link gets the same answer and changes nothing but
 * the failure count, which throttles guessing per email and address, per address and per email.
 */
export async function acceptInvitation(
  context: Context<Actor | null>,
  input: { email: string; token: string; password: string; ip: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  const keys = [
    `invitation:${email}|${input.ip}`,
    `invitation-ip:${input.ip}`,
    `invitation-email:${email}`,
  ];
  await auth.assertUnderLimits(
    context,
    [
      [keys[0]!, ACCEPT_FAILURES_PER_EMAIL],
      [keys[1]!, ACCEPT_FAILURES_PER_IP],
      [keys[2]!, ACCEPT_FAILURES_PER_TARGET],
    ],
    ACCEPT_WINDOW_MS,
    ADMIN_MESSAGES.tooManyAttempts,
  );
  const refuse = async () => {
    await auth.recordLoginFailure(context, keys);
    return invalidInvitation();
  };

  const invitation = await repo.findInvitationByHash(context.db, sha256(input.token));
  const admin = invitation ? await repo.findAdmin(context.db, invitation.admin_id) : undefined;
  if (
    !invitation ||
    !admin ||
    admin.email !== email ||
    admin.status !== 'invited' ||
    invitation.used_at ||
    new Date() >= new Date(invitation.expires_at)
  ) {
    throw await refuse();
  }
  const passwordHash = await hashPassword(input.password);
  const accepted = await inTeamTransaction(
    { ...context, actor: { adminId: admin.id, ip: input.ip } },
    async (trx) => {
      const now = nowIso();
      if (!(await repo.useInvitation(trx.db, invitation.id, now))) return false;
      if (!(await repo.moveStatus(trx.db, admin.id, 'invited', 'active', now, passwordHash))) {
        // Deactivated meanwhile: the link is void; nothing stays changed.
        throw invalidInvitation();
      }
      await recordStatusMove(trx, 'accept-invitation', admin, { from: 'invited', to: 'active' });
      return true;
    },
  );
  if (!accepted) throw await refuse();
}

/** A page of the admins list. */
export const listAdmins = (context: ListContext, query: AdminsListQuery) =>
  pageOf(context, repo.ADMINS_TABLE, query);
