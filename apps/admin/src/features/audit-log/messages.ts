/** The texts of the Audit log screen. */
export const AUDIT_LOG_TEXT = {
  title: 'Audit log',
  subtitle: 'Who changed what and when, across the back office.',
  /** The list's texts; the list is named by the title. */
  list: {
    noun: 'entries',
    pagesLabel: 'Audit log pages',
    empty: 'Nothing has been recorded yet.',
    noFilterMatch: 'No entry matches these filters.',
    loadFailed: 'Could not load the audit log.',
  },
  system: 'System',
  noChanges: '—',
  moreChanges: (count: number) => `${count} more ${count === 1 ? 'change' : 'changes'}`,
  revert: 'Revert…',
  revertConfirm: 'Revert',
  confirmRevert: 'Revert this change?',
  revertBody: 'These fields go back to what they were before the change:',
  setBack: (label: string, now: string, back: string) => `${label}: ${now} → ${back}`,
  revertFailed: 'The change could not be reverted.',
  exportCsv: 'Export CSV',
  exportFileName: 'audit-log.csv',
} as const;
