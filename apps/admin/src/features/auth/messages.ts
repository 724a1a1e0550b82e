/** The texts of the sign-in screens. */
export const AUTH_TEXT = {
  loginTitle: 'Login',
  loginIntro: 'Sign in to the administration back office.',
  emailLabel: 'Email Address',
  passwordLabel: 'Password',
  loginButton: 'Login',
  loggingIn: 'Logging in...',
  forgotPasswordLink: 'Forgot Password?',
  loginFailed: 'Could not sign in. Please try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  orDivider: 'or',
  passkeyButton: 'Sign in with a passkey',
  passkeyWaiting: 'Waiting for your passkey...',
  passkeyFailed: 'Could not sign in with a passkey. Please try again.',

  forgotTitle: 'Forgot Password',
  forgotIntro:
    'Enter the email address of your administrator account and we will send you a link to choose a new password.',
  sendLink: 'Send Reset Link',
  sendingLink: 'Sending...',
  forgotFailed: 'Could not send the reset link. Please try again.',
  backToLogin: 'Back to Login',

  resetTitle: 'Reset Password',
  resetIntro: 'Choose a new password for your administrator account.',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm New Password',
  resetButton: 'Reset Password',
  resetting: 'Resetting...',
  resetFailed: 'Could not reset the password. Please try again.',
  resetLinkIncomplete:
    'This password reset link is incomplete. Open the link from the email again, or ask for a new one.',
  requestNewLink: 'Ask for a new reset link',
} as const;

/** The second step of signing in, for an admin with two-factor sign-in. */
export const SECOND_FACTOR_TEXT = {
  title: 'Two-factor sign-in',
  intro: 'Open your authenticator app and enter the 6-digit code it shows for this account.',
  recoveryIntro: 'Enter one of the recovery codes you saved when you turned two-factor sign-in on.',
  codeLabel: 'Authentication code',
  recoveryCodeLabel: 'Recovery code',
  verify: 'Verify',
  verifying: 'Verifying...',
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticator: 'Use your authenticator app instead',
  startOver: 'Back to Login',
  failed: 'Could not check the code. Please try again.',
  usePasskey: 'Use a passkey',
  passkeyWaiting: 'Waiting for your passkey...',
  passkeyUnsupported:
    'Your role must sign in with a passkey, and this browser cannot use passkeys. Sign in from a browser that can, or ask an owner for help.',
  passkeyFailed: 'Could not sign in with a passkey. Please try again.',
} as const;
