/** The texts of the Admins screen and the invitation page. */
export const ADMINS_TEXT = {
  title: 'Admins',
  subtitle: 'The people who run the back office: their roles, status and second factor.',
  tableLabel: 'Admins',
  pagesLabel: 'Admins pages',
  searchLabel: 'Search admins',
  sortLabel: 'Sort admins',
  empty: 'No admins yet.',
  noMatch: 'No admins match these filters.',
  loadFailed: 'Could not load the admins.',

  twoFactorOn: 'On',
  twoFactorOff: 'Off',
  never: 'Never',
  you: '(you)',

  invite: '+ Invite admin',
  inviteTitle: 'Invite an admin',
  inviteIntro:
    'They get a link to choose their password, by email when mail is set up (otherwise you copy it for them); the link works once, for 48 hours.',
  inviteSubmit: 'Send invitation',
  inviting: 'Sending...',
  inviteFailed: 'Could not send the invitation. Please try again.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  roleLabel: 'Role',

  changeRole: 'Change role',
  changeRoleTitle: (name: string) => `Change the role of ${name}`,
  changeRoleSubmit: 'Save role',
  changingRole: 'Saving...',
  changeRoleFailed: 'Could not change the role. Please try again.',

  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  resendInvitation: 'Re-send invitation',
  confirmDeactivate: (name: string) => `Deactivate ${name}?`,
  confirmDeactivateBody:
    'They are signed out everywhere at once and can no longer sign in until reactivated.',
  confirmReactivate: (name: string) => `Reactivate ${name}?`,
  confirmReactivateBody: 'They can sign in again with their password.',
  confirmResend: (name: string) => `Re-send the invitation to ${name}?`,
  confirmResendBody: 'A new link is emailed; the links sent before stop working.',
  resend: 'Re-send',
  actionFailed: 'The change could not be made. Please try again.',

  copyInvitationLink: 'Copy invitation link',
  linkTitle: (name: string) => `Invitation link for ${name}`,
  linkLabel: 'Invitation link',
  linkCopied: (name: string) =>
    `The invitation link for ${name} was copied; earlier links no longer work.`,
  linkFailed: 'Could not make a new invitation link. Please try again.',
  /** The texts of the dialog holding a link to copy. */
  linkDialog: {
    copy: 'Copy link',
    copied: 'Copied to the clipboard.',
    copyFailed:
      'The browser did not allow copying. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    done: 'Done',
  },

  invitationTitle: 'Accept your invitation',
  invitationIntro: 'Choose the password of your administrator account.',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  acceptButton: 'Set password',
  accepting: 'Saving...',
  acceptFailed: 'Could not set the password. Please try again.',
  invitationIncomplete:
    'This invitation link is incomplete. Open the link from the email again, or ask an owner or an admin for a new one.',
  backToLogin: 'Back to Login',
} as const;
