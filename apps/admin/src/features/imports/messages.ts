import { IMPORT_KIND_LABELS, type ImportKind, type ImportOutcome } from '@job-board/contract';

export const IMPORT_TEXT = {
  subtitle:
    'Upload a CSV file, check what it would change with a dry run, then import it. A finished import can be reverted as a whole.',
  title: (kind: ImportKind) => `Import ${IMPORT_KIND_LABELS[kind]}`,
  fileLabel: 'CSV file',
  fileHint: 'UTF-8 text, separated by commas or semicolons, with a header row.',
  fileRequired: 'Choose a CSV file.',
  partnerLabel: 'Partner',
  partnerHint: 'The jobs are imported for this partner.',
  partnerRequired: 'Choose the partner the jobs are for.',
  upload: 'Upload',
  uploading: 'Uploading…',
  uploadFailed: 'The file could not be uploaded. Try again.',
  mappingIntro: (file: string, rows: number) =>
    `${file}: ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}. Choose the column each field is read from.`,
  notImported: 'Not imported',
  keyField: '(identifies the record)',
  dryRun: 'Run dry run',
  dryRunFailed: 'The dry run could not start. Try again.',
  checking: (done: number, total: number) =>
    `Checking rows… ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  running: (done: number, total: number) =>
    `Importing… ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`,
  changeMapping: 'Change mapping',
  importRows: (count: number) =>
    `Import ${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`,
  runFailed: 'The import could not start. Try again.',
  dryRunSummary: 'Dry run: nothing has been changed yet.',
  doneSummary: 'Import finished.',
  counts: (created: number, updated: number, refused: number, done: boolean) =>
    `${created.toLocaleString('en-US')} ${done ? 'created' : 'to create'}, ${updated.toLocaleString('en-US')} ${done ? 'updated' : 'to update'}, ${refused.toLocaleString('en-US')} refused`,
  rowsLabel: 'Rows of the file',
  rowsPages: 'Rows pages',
  show: 'Show',
  allRows: 'All rows',
  outcomeFilter: { create: 'Created', update: 'Updated', refuse: 'Refused' } satisfies Record<
    ImportOutcome,
    string
  >,
  outcome: (outcome: ImportOutcome, done: boolean) =>
    ({
      create: done ? 'Created' : 'Would be created',
      update: done ? 'Updated' : 'Would be updated',
      refuse: 'Refused',
    })[outcome],
  columns: { line: 'Row', outcome: 'Outcome', label: 'Record', reason: 'Reason' },
  noRows: 'No rows to show.',
  rowsFailed: 'Could not load the rows. Try again.',
  revert: 'Revert import',
  revertTitle: 'Revert the whole import?',
  revertBody:
    'Every record the import created is deleted and every record it updated is set back. If any of them changed since, nothing is reverted.',
  reverted: 'The import has been reverted.',
  failed: 'The import stopped:',
  resume: 'Resume import',
  checkAgain: 'Run dry run again',
  close: 'Close',
  loadFailed: 'Could not load the import. Try again.',
} as const;
