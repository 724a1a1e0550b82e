import { z } from './zod.js';
import { actionResult, dataEnvelope } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import { plainName } from './fields.js';
import { idParams } from './lists.js';

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  registrationStarted: 'Confirm with your device to create the passkey.',
  signInStarted: 'Confirm with your passkey.',
  added: 'Passkey added. You can use it to sign in.',
  removed: 'Passkey removed.',
  challengeInvalid:
    'This passkey request has expired or was already used. Try again from the start.',
  notVerified:
    'The passkey could not be checked. Try again, or use another passkey or sign-in method.',
  unknownPasskey:
    'This passkey is not registered for any active admin account. Sign in with your email and password.',
  alreadyRegistered: 'This passkey is already registered.',
  noSuchPasskey: 'You have no passkey with this id.',
  lastRequiredPasskey:
    'Your role must sign in with a passkey, so your last passkey cannot be removed. Add another passkey first.',
  lastSecondFactor:
    'Your role must sign in with a second factor, and this passkey is your last one. Add another passkey or an authenticator app first.',
  passkeyRequired:
    'Your role must sign in with a passkey: use your passkey, not a code from an authenticator app.',
  enrolPasskeyFirst: 'Add a passkey first: your role must sign in with one.',
  ownRoleWithoutPasskey:
    'Add a passkey to your own account first: your role would have to sign in with one, and you have none.',
  wrongPassword: 'The password is not right.',
} as const;

/**
 * What a browser's `navigator.credentials` answered, as JSON (base64url fields). Only its shape is
 * checked here; the server verifies its content, signature and origin.
 */
const base64url = z
  .string({ error: PASSKEY_MESSAGES.notVerified })
  .max(16_384, PASSKEY_MESSAGES.notVerified)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, PASSKEY_MESSAGES.notVerified);

const credentialBase = {
  id: base64url.min(1, PASSKEY_MESSAGES.notVerified),
  rawId: base64url.min(1, PASSKEY_MESSAGES.notVerified),
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.notVerified }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const registrationCredential = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(transport).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
    authenticatorData: base64url.optional(),
  }),
});

const authenticationCredential = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** The options for `navigator.credentials.create/get`, as @simplewebauthn/browser takes them. */
const webAuthnOptions = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof webAuthnOptions>;

export const passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Synced between the owner's devices (a passkey manager) or bound to one device. */
  synced: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;

export const passkeyRegisterBody = z.object({
  name: plainName('name', PASSKEY_NAME_MAX),
  credential: registrationCredential,
});
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBody>;

export const passkeyRemoveBody = z.object({
  password: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(1024),
});

/**
 * Signing in with a passkey: alone (the passkey names the admin), or as the second step after a
 * password, with that login's `challenge`.
 */
const passkeyOptionsBody = z.object({
  challenge: z.string().min(1).max(256).optional(),
});
const passkeySignInBody = passkeyOptionsBody.extend({
  credential: authenticationCredential,
});
export type PasskeySignInBody = z.input<typeof passkeySignInBody>;

export const passkeysEndpoints = defineEndpoints('passkeys', {
  list: {
    method: 'GET',
    path: '/api/admin/account/passkeys',
    access: 'admin',
    permission: 'account.self',
    summary: "The signed-in admin's passkeys",
    response: dataEnvelope(z.array(passkey)),
  },
  registrationOptions: {
    method: 'POST',
    path: '/api/admin/account/passkeys/options',
    access: 'admin',
    permission: 'account.self',
    summary: 'Start adding a passkey: the options for navigator.credentials.create (5 minutes)',
    response: actionResult(webAuthnOptions),
  },
  register: {
    method: 'POST',
    path: '/api/admin/account/passkeys',
    access: 'admin',
    permission: 'account.self',
    summary: "Add a passkey from the browser's answer to the registration options",
    body: passkeyRegisterBody,
    response: actionResult(passkey),
    failures: [409],
  },
  remove: {
    method: 'POST',
    path: '/api/admin/account/passkeys/:id/remove',
    access: 'admin',
    permission: 'account.self',
    summary:
      "Remove one of the signed-in admin's passkeys (current password required; refused when the role needs it)",
    params: idParams,
    body: passkeyRemoveBody,
    response: actionResult(z.null()),
    failures: [409, 429],
  },
  signInOptions: {
    method: 'POST',
    path: '/api/admin/auth/passkey/options',
    access: 'public',
    summary:
      "Start signing in with a passkey (alone, or after the password with the login's challenge): the options for navigator.credentials.get",
    body: passkeyOptionsBody,
    response: actionResult(webAuthnOptions),
    failures: [401, 429],
  },
  signIn: {
    method: 'POST',
    path: '/api/admin/auth/passkey',
    access: 'public',
    summary:
      "Sign in with the browser's answer to the passkey options; returns a bearer token (a passkey with user verification is both factors)",
    body: passkeySignInBody,
    response: actionResult(z.object({ token: z.string() })),
    failures: [401, 429],
  },
});
