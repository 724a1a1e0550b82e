/**
 * Passkeys (WebAuthn) in the browser: the one place that asks the browser to create or use a
 * passkey (through @simplewebauthn/browser), between the server's options and its check. A
 * browser's refusal becomes a PasskeyPromptError whose message is a sentence for a person (a
 * closed prompt is not a crash), so call sites show it as they show a server's message.
 */
import {
  endpoints,
  PASSKEY_MESSAGES,
  type PasskeyRegisterBody,
  type PasskeySignInBody,
} from '@job-board/contract';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api } from './api-client';

/** What the app says when the browser's passkey prompt does not give a passkey. */
export const PASSKEY_PROMPT_MESSAGES = {
  cancelled: 'The passkey prompt was closed or timed out. Try again when you are ready.',
  alreadyRegistered: PASSKEY_MESSAGES.alreadyRegistered,
  unsupported: 'This browser cannot use passkeys. Use another browser or another way to sign in.',
  failed: 'Your browser could not complete the passkey request. Please try again.',
} as const;

export type PasskeyPromptFailure = keyof typeof PASSKEY_PROMPT_MESSAGES;

/** The browser did not give a passkey: closed, timed out, already there or unable. */
export class PasskeyPromptError extends Error {
  readonly reason: PasskeyPromptFailure;

  constructor(reason: PasskeyPromptFailure, cause?: unknown) {
    super(PASSKEY_PROMPT_MESSAGES[reason], { cause });
    this.name = 'PasskeyPromptError';
    this.reason = reason;
  }
}

/** Whether this browser can create and use passkeys at all. */
export const canUsePasskeys = (): boolean => browserSupportsWebAuthn();

/** A browser error (a DOMException or @simplewebauthn's WebAuthnError, same `name`) in words. */
function promptFailure(error: unknown): PasskeyPromptError {
  const field = (key: string) =>
    typeof error === 'object' && error !== null && key in error
      ? (error as Record<string, unknown>)[key]
      : null;
  const name = field('name');
  const code = field('code');
  // NotAllowedError: the person closed the prompt, it timed out, or no passkey was chosen.
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new PasskeyPromptError('cancelled', error);
  }
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyPromptError('alreadyRegistered', error);
  }
  if (name === 'NotSupportedError') return new PasskeyPromptError('unsupported', error);
  return new PasskeyPromptError('failed', error);
}

/** Refuses at once, before asking the server for anything, in a browser without passkeys. */
function ensureSupported(): void {
  if (!browserSupportsWebAuthn()) throw new PasskeyPromptError('unsupported');
}

async function askBrowser<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt();
  } catch (error) {
    throw promptFailure(error);
  }
}

/** Adds a passkey to the signed-in admin: options → the browser creates it → the server keeps it. */
export async function registerPasskey(name: string) {
  ensureSupported();
  const options = await api(endpoints.passkeys.registrationOptions, {});
  const optionsJSON = options.data as unknown as PublicKeyCredentialCreationOptionsJSON;
  const credential = await askBrowser(() => startRegistration({ optionsJSON }));
  const body: PasskeyRegisterBody = {
    name,
    credential: credential as PasskeyRegisterBody['credential'],
  };
  return api(endpoints.passkeys.register, { body });
}

// 401 while signing in means "not this passkey" or "the step expired", not "session expired".
const SIGN_IN = { handleUnauthorized: false } as const;

/**
 * Signs in with a passkey: alone (the passkey names the admin), or as the second step after the
 * password with that login's `challenge`. Answers the bearer token.
 */
export async function requestPasskeySignIn(challenge?: string): Promise<string> {
  ensureSupported();
  const step = challenge === undefined ? {} : { challenge };
  const options = await api(endpoints.passkeys.signInOptions, { body: step }, SIGN_IN);
  const optionsJSON = options.data as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await askBrowser(() => startAuthentication({ optionsJSON }));
  const body: PasskeySignInBody = {
    ...step,
    credential: credential as PasskeySignInBody['credential'],
  };
  const response = await api(endpoints.passkeys.signIn, { body }, SIGN_IN);
  return response.data.token;
}
