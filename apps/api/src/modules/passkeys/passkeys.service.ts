import {
  PASSKEY_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type Passkey,
  type PasskeyRegisterBody,
  type PasskeySignInBody,
  type WebAuthnOptions,
} from '@job-board/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Actor, Context } from '../../lib/context.js';
import { minutesFrom, nowIso, toIso } from '../../lib/time.js';
import { findById } from '../../db/rows.js';
import { secondFactorPolicyOf } from '../../db/second-factor.js';
import * as auth from '../auth/auth.service.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import * as repo from './passkeys.repository.js';
import type { PasskeyRow } from './passkeys.repository.js';

const ENTITY = 'admin';
/** How long a registration or sign-in ceremony may take, from its options to its answer. */
const CEREMONY_MINUTES = 5;

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: Number(row.id),
  name: row.name,
  synced: Number(row.synced) === 1,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
});

const transportsOf = (row: PasskeyRow) =>
  JSON.parse(row.transports) as AuthenticatorTransportFuture[];

/** The challenge the browser signed (from clientDataJSON); undefined when it cannot be read. */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

async function requireSelf(context: Context) {
  const admin = await findById(context.db, 'admins', context.actor.adminId);
  if (!admin) throw AppError.notFound(TWO_FACTOR_MESSAGES.noSuchAdmin);
  return admin;
}

async function storeCeremony(
  context: Context<Actor | null>,
  challenge: string,
  ceremony: {
    purpose: 'register' | 'sign-in';
    adminId: number | null;
    signInChallengeId: number | null;
  },
) {
  const now = new Date();
  await repo.insertChallenge(context.db, {
    challenge,
    purpose: ceremony.purpose,
    admin_id: ceremony.adminId,
    sign_in_challenge_id: ceremony.signInChallengeId,
    now: toIso(now),
    expires_at: toIso(minutesFrom(now, CEREMONY_MINUTES)),
  });
  if (Math.random() < 0.01) await repo.deleteOldChallenges(context.db, toIso(now));
}

export async function list(context: Context): Promise<Passkey[]> {
  return (await repo.listForAdmin(context.db, context.actor.adminId)).map(toPasskey);
}

// Adding a passkey

/** The options for navigator.credentials.create: a discoverable credential with user verification. */
export async function registrationOptions(context: Context): Promise<WebAuthnOptions> {
  const admin = await requireSelf(context);
  const existing = await repo.listForAdmin(context.db, admin.id);
  const options = await generateRegistrationOptions({
    rpName: await twoFactor.siteName(context.db),
    rpID: context.config.webAuthnRpId,
    userName: admin.email,
    userDisplayName: admin.name,
    userID: new TextEncoder().encode(`admin:${admin.id}`),
    attestationType: 'none',
    timeout: CEREMONY_MINUTES * 60_000,
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeCeremony(context, options.challenge, {
    purpose: 'register',
    adminId: admin.id,
    signInChallengeId: null,
  });
  return { ...options };
}

const notVerified = () => AppError.invalid({ credential: [PASSKEY_MESSAGES.notVerified] });

/** Checks the browser's answer to this admin's registration options, and keeps the passkey. */
export async function register(context: Context, body: PasskeyRegisterBody): Promise<Passkey> {
  const admin = await requireSelf(context);
  const credential = body.credential as RegistrationResponseJSON;
  const challenge = signedChallenge(credential.response.clientDataJSON);
  const ceremony =
    challenge === undefined
      ? undefined
      : await repo.useChallenge(context.db, challenge, 'register', nowIso());
  if (!ceremony || ceremony.admin_id !== admin.id) {
    throw AppError.invalid({ credential: [PASSKEY_MESSAGES.challengeInvalid] });
  }
  const verification = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: context.config.webAuthnOrigins,
    expectedRPID: context.config.webAuthnRpId,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw notVerified();
  const info = verification.registrationInfo;
  if (await repo.findByCredentialId(context.db, info.credential.id)) {
    throw AppError.conflict(PASSKEY_MESSAGES.alreadyRegistered);
  }
  return inTransaction(context, async (trx) => {
    const now = nowIso();
    const id = await repo.insert(trx.db, {
      admin_id: admin.id,
      credential_id: info.credential.id,
      public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? credential.response.transports ?? [],
      name: body.name,
      synced: info.credentialBackedUp,
      now,
    });
    await recordAudit(trx, {
      action: 'passkey-added',
      entity: ENTITY,
      entityId: admin.id,
      details: { passkey: body.name },
    });
    return toPasskey((await repo.findForAdmin(trx.db, admin.id, id))!);
  });
}

/**
 * Removes one of the signed-in admin's passkeys (current password required). Refused when it is
 * the last passkey of a role that requires one, or the last second factor of a role that requires
 * one; the check and the removal hold the admin's row, so two removals at once cannot both pass.
 */
export async function remove(context: Context, { id, password }: { id: number; password: string }) {
  const admin = await requireSelf(context);
  const passkey = await repo.findForAdmin(context.db, admin.id, id);
  if (!passkey) throw AppError.notFound(PASSKEY_MESSAGES.noSuchPasskey);
  await twoFactor.assertPassword(context, admin, password);
  await inTransaction(context, async (trx) => {
    const policy = await secondFactorPolicyOf(trx.db, admin.role);
    const fresh = await findById(trx.db, 'admins', admin.id);
    const keepOne = policy.passkey_required || (policy.required && fresh?.totp_enabled_at === null);
    if (!(await repo.uncount(trx.db, admin.id, keepOne ? 1 : 0, nowIso()))) {
      throw AppError.conflict(
        policy.passkey_required
          ? PASSKEY_MESSAGES.lastRequiredPasskey
          : PASSKEY_MESSAGES.lastSecondFactor,
      );
    }
    if (!(await repo.remove(trx.db, admin.id, id))) {
      throw AppError.notFound(PASSKEY_MESSAGES.noSuchPasskey);
    }
    await recordAudit(trx, {
      action: 'passkey-removed',
      entity: ENTITY,
      entityId: admin.id,
      details: { passkey: passkey.name },
    });
  });
}

// Signing in

/** The login's challenge when it is open and its admin has a passkey to answer it with. */
async function openLoginChallenge(context: Context<Actor | null>, challenge: string) {
  const login = await twoFactor.findOpenChallenge(context, challenge);
  return login && Number(login.admin.passkey_count) > 0 ? login : undefined;
}

const signInRefused = (message: string) => AppError.unauthorized(message);

/**
 * The options for navigator.credentials.get: any passkey of this site (a sign-in of its own), or,
 * with the login's challenge, one of that admin's passkeys. Throttled like sign-in.
 */
export async function signInOptions(
  context: Context<Actor | null>,
  input: { challenge?: string; ip: string },
): Promise<WebAuthnOptions> {
  const ipKeys = auth.loginThrottleKeys('', input.ip).slice(1);
  await auth.assertLoginNotThrottled(context, ipKeys);
  const login = input.challenge ? await openLoginChallenge(context, input.challenge) : undefined;
  if (input.challenge && !login) {
    await auth.recordLoginFailure(context, ipKeys);
    throw signInRefused(TWO_FACTOR_MESSAGES.challengeInvalid);
  }
  const allowed = login ? await repo.listForAdmin(context.db, login.admin.id) : [];
  const options = await generateAuthenticationOptions({
    rpID: context.config.webAuthnRpId,
    userVerification: 'required',
    timeout: CEREMONY_MINUTES * 60_000,
    allowCredentials: allowed.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row),
    })),
  });
  await storeCeremony(context, options.challenge, {
    purpose: 'sign-in',
    adminId: login?.admin.id ?? null,
    signInChallengeId: login?.id ?? null,
  });
  return { ...options };
}

/**
 * Checks the browser's answer to sign-in options: the ceremony's challenge (once, in time), the
 * passkey's signature with user verification, its origin and site, and for the step after a
 * password, that login's challenge and admin. A passkey with user verification is two factors
 * (something held, and a PIN or biometric), so it signs in on its own. Returns the admin's id.
 */
export async function verifySignIn(
  context: Context<Actor | null>,
  input: PasskeySignInBody & { ip: string },
): Promise<{ adminId: number; passkeyId: number }> {
  const credential = input.credential as AuthenticationResponseJSON;
  const passkey = await repo.findByCredentialId(context.db, credential.id);
  const admin = passkey ? await findById(context.db, 'admins', passkey.admin_id) : undefined;
  const keys = auth.loginThrottleKeys(admin?.email ?? '', input.ip);
  await auth.assertLoginNotThrottled(context, keys);
  const refuse = async (message: string) => {
    await auth.recordLoginFailure(context, admin ? keys : keys.slice(1));
    return signInRefused(message);
  };

  const challenge = signedChallenge(credential.response.clientDataJSON);
  const ceremony =
    challenge === undefined
      ? undefined
      : await repo.useChallenge(context.db, challenge, 'sign-in', nowIso());
  if (!ceremony) throw await refuse(PASSKEY_MESSAGES.challengeInvalid);
  if (!passkey || !admin || admin.status !== 'active') {
    throw await refuse(PASSKEY_MESSAGES.unknownPasskey);
  }
  // The step after a password: the same login, the same admin, and the login used up with it.
  if (ceremony.sign_in_challenge_id !== null || input.challenge !== undefined) {
    const login = input.challenge ? await openLoginChallenge(context, input.challenge) : undefined;
    if (
      !login ||
      login.id !== ceremony.sign_in_challenge_id ||
      login.admin.id !== admin.id ||
      !(await twoFactor.useChallenge(context, login.id))
    ) {
      throw await refuse(TWO_FACTOR_MESSAGES.challengeInvalid);
    }
  }

  const verification = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: context.config.webAuthnOrigins,
    expectedRPID: context.config.webAuthnRpId,
    credential: {
      id: passkey.credential_id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: Number(passkey.counter),
      transports: transportsOf(passkey),
    },
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verification.verified || !verification.authenticationInfo) {
    throw await refuse(PASSKEY_MESSAGES.notVerified);
  }
  await repo.touch(context.db, passkey.id, verification.authenticationInfo.newCounter, nowIso());
  await auth.clearLoginFailures(context, keys);
  return { adminId: admin.id, passkeyId: Number(passkey.id) };
}
