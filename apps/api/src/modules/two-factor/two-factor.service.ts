import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  ROLES,
  TWO_FACTOR_MESSAGES,
  type Role,
  PASSKEY_MESSAGES,
  type TwoFactorPolicy,
  type TwoFactorPolicyBody,
  type TwoFactorSetup,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { changeRecord, inTransaction } from '../../lib/change-record.js';
import type { Actor, Context } from '../../lib/context.js';
import { verifyPassword } from '../../lib/password.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso } from '../../lib/time.js';
import { sha256 } from '../../lib/tokens.js';
import { generateTotpSecret, matchTotp, otpauthUri } from '../../lib/totp.js';
import type { Db } from '../../db/database.js';
import { removeEveryPasskey } from '../../db/second-factor.js';
import * as auth from '../auth/auth.service.js';
import * as repo from './two-factor.repository.js';

const ENTITY = 'admin';
const DEFAULT_ISSUER = 'Job Board';

/** Recovery codes: 16 characters in groups of four, from an alphabet without look-alikes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

type AdminRow = NonNullable<Awaited<ReturnType<typeof repo.findAdmin>>>;

async function requireSelf(context: Context): Promise<AdminRow> {
  const admin = await repo.findAdmin(context.db, context.actor.adminId);
  if (!admin) throw AppError.notFound(TWO_FACTOR_MESSAGES.noSuchAdmin);
  return admin;
}

function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < RECOVERY_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < RECOVERY_GROUP_LENGTH; i++) {
      group += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    }
    groups.push(group);
  }
  return groups.join('-');
}

/** How a recovery code is compared: lower case, without spaces or dashes, hashed. */
const recoveryCodeHash = (code: string) => sha256(code.toLowerCase().replace(/[\s-]/g, ''));

/** A fresh set of recovery codes for the admin (replacing any), returned in clear this once. */
async function issueRecoveryCodes(trx: Context, adminId: number, now: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repo.replaceRecoveryCodes(trx.db, adminId, codes.map(recoveryCodeHash), now);
  return codes;
}

// Enrolment

/**
 * Starts enrolment for the signed-in admin: a new secret, kept pending (not asked at sign-in)
 * until a first code confirms it. Starting again replaces a pending secret. 409 when 2FA is on.
 */
export async function startSetup(context: Context): Promise<TwoFactorSetup> {
  const admin = await requireSelf(context);
  if (admin.totp_enabled_at !== null) throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = generateTotpSecret();
  const issuer = await siteName(context.db);
  const uri = otpauthUri({ issuer, label: admin.email, secret });
  // Loaded on first use: only enrolment draws a QR code, and the library is large.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  await inTransaction(context, async (trx) => {
    if (!(await repo.storePendingSecret(trx.db, admin.id, secret, nowIso()))) {
      throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    }
    await recordAudit(trx, { action: 'two-factor-setup', entity: ENTITY, entityId: admin.id });
  });
  return {
    secret,
    otpauth_uri: uri,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The audit row of an admin turning their own authenticator app 2FA on or off. */
function recordSwitch(trx: Context, adminId: number, to: 'on' | 'off') {
  return recordAudit(trx, {
    action: to === 'on' ? 'two-factor-enabled' : 'two-factor-disabled',
    entity: ENTITY,
    entityId: adminId,
    before: { two_factor: to === 'on' ? 'off' : 'on' },
    after: { two_factor: to },
  });
}

/** Turns 2FA on with the first code of the pending secret; returns the recovery codes. */
export async function confirmSetup(
  context: Context,
  { code }: { code: string },
): Promise<string[]> {
  const admin = await requireSelf(context);
  if (admin.totp_enabled_at !== null) throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  if (!admin.totp_secret) throw AppError.conflict(TWO_FACTOR_MESSAGES.notStarted);
  const step = matchTotp(admin.totp_secret, code);
  if (step === null) throw AppError.invalid({ code: [TWO_FACTOR_MESSAGES.wrongCode] });
  return inTransaction(context, async (trx) => {
    const now = nowIso();
    // The confirming code counts as used: it cannot sign in as well.
    if (!(await repo.enableTwoFactor(trx.db, admin.id, { step, now }))) {
      throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    }
    const codes = await issueRecoveryCodes(trx, admin.id, now);
    await recordSwitch(trx, admin.id, 'on');
    return codes;
  });
}

/**
 * The signed-in admin's current password, throttled like sign-in (wrong: 422 on `password`, and
 * a failed attempt).
 */
export async function assertPassword(
  context: Context,
  admin: Pick<AdminRow, 'email' | 'password_hash'>,
  password: string,
) {
  const keys = auth.loginThrottleKeys(admin.email, context.actor.ip);
  await auth.assertLoginNotThrottled(context, keys);
  if (!(await verifyPassword(admin.password_hash, password))) {
    await auth.recordLoginFailure(context, keys);
    throw AppError.invalid({ password: [TWO_FACTOR_MESSAGES.wrongPassword] });
  }
}

/** Turns the signed-in admin's 2FA off (password required); refused when the role requires it. */
export async function disable(context: Context, { password }: { password: string }) {
  const admin = await requireSelf(context);
  if (admin.totp_enabled_at === null) throw AppError.conflict(TWO_FACTOR_MESSAGES.notEnabled);
  // The role's requirement is met without the app only by a passkey.
  const rule = (await repo.readPolicy(context.db)).get(admin.role);
  if (rule?.required && Number(admin.passkey_count) === 0) {
    throw AppError.conflict(TWO_FACTOR_MESSAGES.requiredByRole);
  }
  await assertPassword(context, admin, password);
  await inTransaction(context, async (trx) => {
    await repo.clearTwoFactor(trx.db, admin.id, nowIso());
    await recordSwitch(trx, admin.id, 'off');
  });
}

/** A new set of recovery codes for the signed-in admin (password required). */
export async function renewRecoveryCodes(
  context: Context,
  { password }: { password: string },
): Promise<string[]> {
  const admin = await requireSelf(context);
  if (admin.totp_enabled_at === null) throw AppError.conflict(TWO_FACTOR_MESSAGES.notEnabled);
  await assertPassword(context, admin, password);
  return inTransaction(context, async (trx) => {
    const codes = await issueRecoveryCodes(trx, admin.id, nowIso());
    await recordAudit(trx, {
      action: 'recovery-codes-renewed',
      entity: ENTITY,
      entityId: admin.id,
    });
    return codes;
  });
}

// Signing in: the second step

const challengeInvalid = () => AppError.unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);

/**
 * A login's challenge (the step after a password) while it is open — unused, in time, its admin
 * active — with that admin; undefined otherwise.
 */
export async function findOpenChallenge(context: Context<Actor | null>, challenge: string) {
  const row = await repo.findChallenge(context.db, sha256(challenge));
  if (!row || row.used_at || new Date() >= new Date(row.expires_at)) return undefined;
  const admin = await repo.findAdmin(context.db, row.admin_id);
  if (!admin || admin.status !== 'active') return undefined;
  return { id: Number(row.id), admin };
}

/** Uses up a login's challenge; false when another request used it first. */
export const useChallenge = (context: Context<Actor | null>, id: number) =>
  repo.useChallenge(context.db, id, nowIso());

/** The name authenticators show for this site: the app's name in the settings. */
export const siteName = async (db: Db) => (await repo.findAppName(db)) ?? DEFAULT_ISSUER;

/**
 * Checks the second factor against a login's challenge: a TOTP code (each time step accepted
 * once) or an unused recovery code. Throttled with the password's keys and per admin from any
 * address; a wrong code is a failed attempt against each. On success the challenge is used up
 * and the admin's id returned (the caller finishes the sign-in).
 */
export async function verifySignIn(
  context: Context<Actor | null>,
  input: { challenge: string; code?: string; recovery_code?: string; ip: string },
): Promise<{ adminId: number; method: 'totp' | 'recovery_code' }> {
  const challenge = await repo.findChallenge(context.db, sha256(input.challenge));
  const admin = challenge ? await repo.findAdmin(context.db, challenge.admin_id) : undefined;
  // An unknown challenge has no email: only the IP's count applies to it.
  const keys = auth.loginThrottleKeys(admin?.email ?? '', input.ip);
  await auth.assertLoginNotThrottled(context, keys);
  if (
    !challenge ||
    !admin ||
    challenge.used_at ||
    new Date() >= new Date(challenge.expires_at) ||
    admin.status !== 'active' ||
    admin.totp_enabled_at === null ||
    !admin.totp_secret
  ) {
    await auth.recordLoginFailure(context, [keys[1]!]);
    throw challengeInvalid();
  }
  await auth.assertSecondFactorNotThrottled(context, admin.id);
  const secret = admin.totp_secret;
  const method = input.code !== undefined ? 'totp' : 'recovery_code';
  if (!(await auth.signInMethods(context.db, admin)).includes(method)) {
    throw AppError.unauthorized(PASSKEY_MESSAGES.passkeyRequired);
  }

  // A refusal is decided inside the transaction (rolled back), and counted after it.
  let refusal: string | null = null;
  try {
    await context.db.transaction().execute(async (db) => {
      const now = nowIso();
      if (!(await repo.useChallenge(db, challenge.id, now))) throw challengeInvalid();
      if (method === 'totp') {
        const step = matchTotp(secret, input.code!);
        if (step === null) refusal = TWO_FACTOR_MESSAGES.wrongCode;
        else if (!(await repo.useTotpStep(db, admin.id, step))) {
          refusal = TWO_FACTOR_MESSAGES.codeAlreadyUsed;
        }
      } else if (
        !(await repo.useRecoveryCode(db, admin.id, recoveryCodeHash(input.recovery_code!), now))
      ) {
        refusal = TWO_FACTOR_MESSAGES.wrongRecoveryCode;
      }
      if (refusal) throw AppError.unauthorized(refusal);
    });
  } catch (error) {
    if (refusal) {
      await auth.recordLoginFailure(context, [...keys, auth.secondFactorThrottleKey(admin.id)]);
    }
    throw error;
  }
  await auth.clearLoginFailures(context, keys);
  if (Math.random() < 0.01) await repo.deleteOldChallenges(context.db, nowIso());
  return { adminId: admin.id, method };
}

// Owners: another admin's second factor, and the policy

const factorsOf = (admin: AdminRow) => ({
  two_factor: admin.totp_enabled_at === null ? 'off' : 'on',
  passkeys: Number(admin.passkey_count),
});
const noFactors = { two_factor: 'off', passkeys: 0 };

/** An admin whose second factors an owner resets. */
const otherAdmin = recordKind(ENTITY, repo.findAdmin, TWO_FACTOR_MESSAGES.noSuchAdmin);

/** Every second factor of the admin gone: the authenticator app and the passkeys. */
async function clearEveryFactor(db: Db, adminId: number, now: string) {
  await repo.clearTwoFactor(db, adminId, now);
  await removeEveryPasskey(db, adminId, now);
}

/**
 * Turns another admin's second factors off (a lost phone or key): the authenticator app, its
 * recovery codes and every passkey, and ends their sessions and tokens. Not one's own (409):
 * that is done from one's account, with the password.
 */
export async function resetForAdmin(context: Context, { id }: { id: number }): Promise<void> {
  await changeRecord(context, otherAdmin(id), async (trx, admin) => {
    // One's own goes through the account's screen, which asks for the password.
    if (id === trx.actor.adminId) throw AppError.conflict(TWO_FACTOR_MESSAGES.resetSelf);
    if (admin.totp_enabled_at === null && Number(admin.passkey_count) === 0) {
      throw AppError.conflict(TWO_FACTOR_MESSAGES.resetNotEnabled);
    }
    await clearEveryFactor(trx.db, id, nowIso());
    await auth.signOutEverywhere(trx, id);
    return {
      action: 'reset-two-factor',
      before: factorsOf(admin),
      after: noFactors,
      result: undefined,
    };
  });
}

/**
 * The command line's reset (`npm run admin -- reset-two-factor`), for an admin locked out with no
 * owner able to reset them: the same change as resetForAdmin, audited with no acting admin.
 * False (nothing changed) when the admin has no second factor.
 */
export async function resetFromCommandLine(db: Db, adminId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const admin = await repo.findAdmin(trx, adminId);
    if (!admin || (admin.totp_enabled_at === null && Number(admin.passkey_count) === 0)) {
      return false;
    }
    await clearEveryFactor(trx, adminId, nowIso());
    await auth.signOutEverywhere({ db: trx }, adminId);
    await recordAudit(
      { db: trx, actor: null },
      {
        action: 'reset-two-factor',
        entity: ENTITY,
        entityId: adminId,
        before: factorsOf(admin),
        after: noFactors,
        details: { via: 'command line' },
      },
    );
    return true;
  });
}

const byRole = (value: (role: Role) => boolean) =>
  Object.fromEntries(ROLES.map((role) => [role, value(role)])) as TwoFactorPolicy['roles'];

const policyOf = (stored: Map<Role, repo.RolePolicy>): TwoFactorPolicy => ({
  roles: byRole((role) => stored.get(role)?.required ?? false),
  passkey_roles: byRole((role) => stored.get(role)?.passkey ?? false),
});

export async function readPolicy(context: Context): Promise<TwoFactorPolicy> {
  return policyOf(await repo.readPolicy(context.db));
}

/** The policy as the audit log compares it: one field per role and per role's passkey rule. */
const auditedPolicy = (policy: TwoFactorPolicy) => ({
  ...policy.roles,
  ...Object.fromEntries(ROLES.map((role) => [`${role}_passkey`, policy.passkey_roles[role]])),
});

/**
 * Saves which roles must sign in with a second factor, and which with a passkey (a passkey
 * requirement is a second-factor requirement too). Without `passkey_roles` the passkey rules stay
 * as they were. One audit row, before and after.
 */
export async function updatePolicy(
  context: Context,
  policy: TwoFactorPolicyBody,
): Promise<TwoFactorPolicy> {
  const self = await requireSelf(context);
  if (policy.passkey_roles?.[self.role] && Number(self.passkey_count) === 0) {
    // Saving it would lock the owner out of this very screen.
    throw AppError.conflict(PASSKEY_MESSAGES.ownRoleWithoutPasskey);
  }
  return inTransaction(context, async (trx) => {
    const stored = await repo.readPolicy(trx.db);
    const before = policyOf(stored);
    const now = nowIso();
    for (const role of ROLES) {
      const passkey = policy.passkey_roles?.[role] ?? stored.get(role)?.passkey ?? false;
      await repo.writePolicy(
        trx.db,
        role,
        { required: passkey || policy.roles[role], passkey },
        now,
      );
    }
    const after = policyOf(await repo.readPolicy(trx.db));
    await recordAudit(trx, {
      action: 'two-factor-policy',
      entity: ENTITY,
      before: auditedPolicy(before),
      after: auditedPolicy(after),
    });
    return after;
  });
}
