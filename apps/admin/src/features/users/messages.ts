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
} as const;

/** The block and unblock toast stays 1.5 seconds (spec §9). */
export const BLOCK_TOAST_MS = 1500;

/** The list's default order: first name, A to Z. */
export const USERS_DEFAULT_SORT = 'first_name';
