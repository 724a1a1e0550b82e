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
  exportCsv: 'Export CSV',
  exportFileName: 'audit-log.csv',
} as const;
