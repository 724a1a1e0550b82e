/** The texts of the Users screen (spec §2 Users screen, §8, §9). */
export const USERS_TEXT = {
  title: 'Users',
  subtitle: 'Users registered on the platform.',
  tableLabel: 'Users',
  pagesLabel: 'Users pages',
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name or email…',
  sortLabel: 'Sort users',
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
  selectPage: 'Select all users on this page',
  noun: 'users',
  blockedFilter: 'Blocked',
  blockedAny: 'Any',
  blockedYes: 'Blocked',
  blockedNo: 'Not blocked',
  registeredFrom: 'Registered from',
  registeredTo: 'Registered to',
  chipBlocked: (value: string) => (value === 'yes' ? 'Blocked' : 'Not blocked'),
  chipSearch: (search: string) => `Search: ${search}`,
  chipFrom: (day: string) => `Registered from ${day}`,
  chipTo: (day: string) => `Registered to ${day}`,
  exportCsv: 'Export CSV',
  exportFileName: 'users.csv',
} as const;

/** The block and unblock toast stays 1.5 seconds (spec §9). */
export const BLOCK_TOAST_MS = 1500;

/** The list's default order: first name, A to Z. */
export const USERS_DEFAULT_SORT = 'first_name';
