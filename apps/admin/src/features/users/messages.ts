/**
 * The texts of the Users screen; the list's own (search placeholder, sort options, filter chips)
 * are in its definition, USERS_LIST.
 */
export const USERS_TEXT = {
  title: 'Users',
  subtitle: 'Users registered on the platform.',
  tableLabel: 'Users',
  empty: 'No users have registered yet.',
  noMatch: (search: string) => `No users match "${search}".`,
  loadFailed: 'Could not load the users.',
  block: 'Block',
  unblock: 'Unblock',
  blockFailed: 'Could not block the user. Please try again.',
  unblockFailed: 'Could not unblock the user. Please try again.',
  blockedBadge: 'Blocked',
  activeBadge: 'Active',
  confirmBlock: (name: string) => `Block ${name}?`,
  confirmUnblock: (name: string) => `Unblock ${name}?`,
  confirmBlockBody: 'They will be signed out of the apps and can no longer sign in.',
  confirmUnblockBody: 'They will be able to sign in to the apps again.',
  confirmBulkBlock: (count: number) => `Block ${count} ${count === 1 ? 'user' : 'users'}?`,
  confirmBulkUnblock: (count: number) => `Unblock ${count} ${count === 1 ? 'user' : 'users'}?`,
  confirmBulkBody: 'Each user is changed on its own; users already in that state are skipped.',
  confirmBulkDelete: (count: number) => `Delete ${count} ${count === 1 ? 'user' : 'users'}?`,
  confirmBulkDeleteBody:
    'Their applications and identity checks go with them to the Trash, where they can be restored.',
  noun: 'users',
  blockedYes: 'Blocked',
  blockedNo: 'Not blocked',
  exportFileName: 'users.csv',
} as const;

/** The block and unblock toast stays 1.5 seconds. */
export const BLOCK_TOAST_MS = 1500;
