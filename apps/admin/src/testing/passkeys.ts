/**
 * Passkey fixtures for tests: what @simplewebauthn/browser answers (mocked per test file with
 * vi.mock) and what the server answers, each fitting the contract.
 *
 *   vi.mock('@simplewebauthn/browser', () => webAuthnMock());
 *   const browser = vi.mocked(await import('@simplewebauthn/browser'));
 *   beforeEach(() => answerAsWebAuthnMock(browser));
 *   browser.startRegistration.mockRejectedValue(closedPrompt());
 */
import { PASSKEY_MESSAGES, type Passkey } from '@job-board/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { vi, type Mock } from 'vitest';

/** The module's functions the app calls, as mocks: a browser with passkeys by default. */
export const webAuthnMock = () => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(async () => REGISTRATION_RESPONSE),
  startAuthentication: vi.fn(async () => AUTHENTICATION_RESPONSE),
});

type WebAuthnMock = ReturnType<typeof webAuthnMock>;

/** The mocked module answers as `webAuthnMock` does again (a test may have changed that). */
export function answerAsWebAuthnMock(browser: { [Name in keyof WebAuthnMock]: Mock }) {
  const defaults = webAuthnMock();
  browser.browserSupportsWebAuthn.mockImplementation(defaults.browserSupportsWebAuthn);
  browser.startRegistration.mockImplementation(defaults.startRegistration);
  browser.startAuthentication.mockImplementation(defaults.startAuthentication);
}

export const REGISTRATION_OPTIONS = {
  challenge: 'cmVnaXN0cmF0aW9uLWNoYWxsZW5nZQ',
  rp: { name: 'Job Board', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'Ada Lovelace' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};

export const AUTHENTICATION_OPTIONS = {
  challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U',
  rpId: 'localhost',
  userVerification: 'required',
};

export const REGISTRATION_RESPONSE: RegistrationResponseJSON = {
  id: 'Y3JlZGVudGlhbC0x',
  rawId: 'Y3JlZGVudGlhbC0x',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRkbm9uZQ',
    transports: ['internal', 'hybrid'],
  },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
};

export const AUTHENTICATION_RESPONSE: AuthenticationResponseJSON = {
  id: 'Y3JlZGVudGlhbC0x',
  rawId: 'Y3JlZGVudGlhbC0x',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2M',
    signature: 'MEUCIQDsaWdu',
    userHandle: 'dXNlci0x',
  },
  clientExtensionResults: {},
};

/** What a browser throws when the person closes its passkey prompt (or it times out). */
export const closedPrompt = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

export const passkeyFixture = (overrides: Partial<Passkey> = {}): Passkey => ({
  id: 7,
  name: 'iCloud Keychain',
  synced: true,
  created_at: '2026-03-02T09:15:00.000Z',
  last_used_at: '2026-03-04T10:30:00.000Z',
  ...overrides,
});

/** The server's answer to the registration options. */
export const registrationOptionsBody = {
  result: true as const,
  message: 'Follow your browser to create the passkey.',
  data: REGISTRATION_OPTIONS,
};

/** The server's answer to the sign-in options. */
export const signInOptionsBody = {
  result: true as const,
  message: 'Follow your browser to use your passkey.',
  data: AUTHENTICATION_OPTIONS,
};

/** The server's answer to a registered passkey. */
export const registeredBody = (passkey: Passkey = passkeyFixture()) => ({
  result: true as const,
  message: PASSKEY_MESSAGES.added,
  data: passkey,
});
