import { DEFAULT_TRASH_RETENTION_DAYS } from '@job-board/contract';

/** The texts of the Trash screen; the list's own (columns, filter, bulk labels) are TRASH_LIST's. */
export const TRASH_TEXT = {
  title: 'Trash',
  subtitle: 'What was deleted, with what went with it. Restore brings it back whole.',
  noun: 'items',
  loadFailed: 'Could not load the trash.',
  empty: 'The trash is empty.',
  retention: `Items are deleted for good after the retention period (${DEFAULT_TRASH_RETENTION_DAYS} days by default).`,
  noMatch: (search: string) => `Nothing in the trash matches "${search}".`,
  noFilterMatch: 'Nothing in the trash matches these filters.',
  nothingWithIt: 'Nothing',
  system: 'System',
  restore: 'Restore',
  purge: 'Delete for good',
  restoreFailed: 'The item could not be restored. Please try again.',
  confirmPurge: (label: string) => `Delete “${label}” for good?`,
  purgeBody: 'This cannot be undone.',
  purgeContents: (contents: string) => `What went with it (${contents}) is deleted for good too.`,
  purgeIdentity: 'Their identity documents are destroyed.',
  confirmBulkRestore: (count: number) => `Restore ${count} ${count === 1 ? 'item' : 'items'}?`,
  bulkRestoreBody:
    'Each item comes back whole, on its own; one whose name is taken or whose parent is in the ' +
    'trash is reported and stays in the trash.',
  confirmBulkPurge: (count: number) =>
    `Delete ${count} ${count === 1 ? 'item' : 'items'} for good?`,
  bulkPurgeBody:
    'This cannot be undone: they and what went with them are deleted for good, users’ identity ' +
    'documents included.',
  conflictTitle: (label: string) => `“${label}” cannot be restored as it is`,
  renameLabel: (field: string) => `New ${field}`,
  restoreRenamed: 'Restore with this value',
  restoreBoth: 'Restore both',
  close: 'Close',
} as const;
