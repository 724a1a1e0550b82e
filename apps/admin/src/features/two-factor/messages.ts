import { ROLE_LABELS, type Role } from '@job-board/contract';

/** The texts of the two-factor screen (/admin/account/two-factor). */
export const TWO_FACTOR_TEXT = {
  title: 'Two-factor sign-in',
  subtitle: 'A code from an authenticator app on your phone, asked after your password.',
  statusHeading: 'Status',
  on: 'On',
  off: 'Off',
  offExplained:
    'Two-factor sign-in is off: your password alone signs you in. Turn it on with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).',
  requiredNotice:
    'Your role must sign in with a second factor. Set up an authenticator app or add a passkey to continue using the back office.',
  passkeyRequiredNotice:
    'Your role must sign in with a passkey. Add one to continue using the back office.',
  requiredExplained: 'Your role requires it, so it cannot be turned off.',
  startSetup: 'Set up two-factor sign-in',
  startingSetup: 'Starting...',
  setupFailed: 'Could not start the setup. Please try again.',
  scanHeading: '1. Scan the QR code',
  scanHelp: 'Scan it with your authenticator app. No camera? Type the secret key into the app.',
  qrAlt: 'QR code to scan with your authenticator app',
  secretLabel: 'Secret key',
  confirmHeading: '2. Enter the code the app shows',
  codeLabel: 'Authentication code',
  confirm: 'Turn on',
  confirming: 'Turning on...',
  confirmFailed: 'Could not turn two-factor sign-in on. Please try again.',
  cancelSetup: 'Cancel',

  passkeyHeading: 'Add a passkey',
  passkeyIntro:
    'A passkey signs you in with your fingerprint, face, screen lock or security key, with no code to type. Name it, then follow your browser.',
  passkeyNameLabel: 'Passkey name',
  passkeyNameHint: 'For example the device or the password manager that keeps it.',
  addPasskey: 'Add a passkey',
  addingPasskey: 'Waiting for your passkey...',
  addPasskeyFailed: 'The passkey could not be added. Please try again.',
  passkeyUnsupported:
    'This browser cannot create passkeys. Open the back office in a browser that supports them to add one.',

  codesHeading: 'Your recovery codes',
  codesHelp:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only this once.',
  copy: 'Copy codes',
  copied: 'Copied.',
  copyFailed: 'Could not copy; select the codes and copy them by hand.',
  download: 'Download (.txt)',
  saved: 'I have saved them',
  codesFileName: 'recovery-codes.txt',
  codesFileHeader: (appName: string, email: string) =>
    `Recovery codes for ${email} (${appName}). Each code works once.`,

  renew: 'Generate new recovery codes',
  renewIntro: 'Enter your password to make new recovery codes. The old ones stop working.',
  renewButton: 'Generate',
  renewing: 'Generating...',
  renewFailed: 'Could not make new codes. Please try again.',
  disable: 'Turn off',
  disableIntro: 'Enter your password to turn two-factor sign-in off.',
  disableButton: 'Turn off two-factor sign-in',
  disabling: 'Turning off...',
  disableFailed: 'Could not turn two-factor sign-in off. Please try again.',
  passwordLabel: 'Current password',
  turnedOff: 'Two-factor sign-in is off.',
  cancel: 'Cancel',

  policyHeading: 'Required for roles',
  policyHelp:
    'Admins of a checked role must sign in with a second factor: without one, they are sent to set it up after signing in.',
  policyPasskeyHelp:
    'With "Passkey required", that second factor must be a passkey (a code from an app no longer works). It turns "Second factor required" on for the role too.',
  policyRoleColumn: 'Role',
  policyRequiredColumn: 'Second factor required',
  policyPasskeyColumn: 'Passkey required',
  policyImplied: 'Needed for passkeys',
  roleLabel: (role: Role) => ROLE_LABELS[role],
  passkeyRoleLabel: (role: Role) => `${ROLE_LABELS[role]}: passkey required`,
  savePolicy: 'Save',
  savingPolicy: 'Saving...',
  policyFailed: 'Could not save the policy. Please try again.',
  policyLoadFailed: 'Could not load the two-factor policy.',
  policySaved: 'The two-factor policy was saved.',
} as const;
