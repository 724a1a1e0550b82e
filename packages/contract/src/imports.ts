import { z } from './zod.js';
import { actionResult, dataEnvelope, pagedList } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import { isSpooledFilePart, type SpooledFilePart } from './files.js';
import { formId } from './fields.js';
import { blankAsMissing, idParams, pageParam } from './lists.js';
import type { Permission } from './permissions.js';

/**
 * CSV imports (docs/decisions.md, "CSV import"): upload a file for one kind of record, map its
 * columns to the kind's fields, check it with a dry run (each row: would be created, updated or
 * refused and why, by the same rules as the forms), run it in the background with progress, and
 * revert the whole import as one.
 */

export const IMPORT_KINDS = [
  'partners',
  'jobs',
  'users',
  'categories',
  'skills',
  'job_types',
  'post_durations',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  partners: 'partners',
  jobs: 'jobs',
  users: 'blocked users',
  categories: 'categories',
  skills: 'skills',
  job_types: 'job types',
  post_durations: 'post durations',
};

/** An import of a kind needs the permission that kind's forms need. */
export const IMPORT_PERMISSION: Record<ImportKind, Permission> = {
  partners: 'partners.write',
  jobs: 'jobs.write',
  users: 'users.write',
  categories: 'reference_data.write',
  skills: 'reference_data.write',
  job_types: 'reference_data.write',
  post_durations: 'reference_data.write',
};

export const IMPORT_LIMITS = {
  /** The multipart field holding the file. */
  field: 'file',
  maxBytes: 64 * 1024 * 1024,
  /** Rows applied in one transaction. */
  batchSize: 500,
  rowsPerPage: 50,
  maxColumns: 200,
} as const;

/**
 * One field a column can be mapped to. `key` identifies an existing record (partner name, job
 * title within the partner, user email, reference item name); `aliases` are other column
 * names the automatic mapping recognises.
 */
export type ImportField = {
  name: string;
  label: string;
  key?: true;
  aliases?: readonly string[];
};

const name: ImportField = { name: 'name', label: 'Name', key: true };

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  partners: [
    { name: 'name', label: 'Company name', key: true, aliases: ['company', 'partner'] },
    { name: 'email', label: 'Email', aliases: ['e-mail', 'mail'] },
    { name: 'bio', label: 'Bio', aliases: ['about'] },
  ],
  jobs: [
    { name: 'job_title', label: 'Job title', key: true, aliases: ['title'] },
    { name: 'desc', label: 'Description', aliases: ['description'] },
    { name: 'category_id', label: 'Category', aliases: ['category'] },
    { name: 'job_type_id', label: 'Job type', aliases: ['type'] },
    { name: 'job_active_duration', label: 'Post duration', aliases: ['duration'] },
    { name: 'skills', label: 'Skills' },
    { name: 'is_remote', label: 'Remote', aliases: ['remote_position'] },
    { name: 'city', label: 'City' },
    { name: 'country', label: 'Country' },
    { name: 'no_pay_range', label: 'No pay range' },
    { name: 'min_salary_range', label: 'Minimum salary', aliases: ['min_salary'] },
    { name: 'max_salary_range', label: 'Maximum salary', aliases: ['max_salary'] },
    { name: 'status', label: 'Status' },
    { name: 'is_published', label: 'Published', aliases: ['published'] },
    { name: 'expiration_date', label: 'Expiration date', aliases: ['expiration'] },
  ],
  users: [{ name: 'email', label: 'Email', key: true, aliases: ['e-mail', 'mail'] }],
  categories: [
    { name: 'category_name', label: 'Name', key: true, aliases: ['name', 'category'] },
    { name: 'icon_url', label: 'Icon URL', aliases: ['icon'] },
  ],
  skills: [name, { name: 'is_hinted', label: 'Hinted', aliases: ['visible'] }],
  job_types: [name],
  post_durations: [
    name,
    { name: 'duration', label: 'Duration (minutes)', aliases: ['minutes'] },
    { name: 'is_paid', label: 'Premium', aliases: ['paid'] },
  ],
};

/** The field that names the record a row is about. */
export const keyFieldOf = (kind: ImportKind): ImportField =>
  IMPORT_FIELDS[kind].find((field) => field.key)!;

/** A column name as the automatic mapping compares it: lower case, letters and digits only. */
export const normalisedColumnName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export const IMPORT_MESSAGES = {
  uploaded: 'File uploaded. Check the column mapping, then run the dry run.',
  dryRunStarted: 'Dry run started.',
  started: 'Import started.',
  reverted: 'Import reverted.',
  notFound: 'No import has this id.',
  fileRequired: 'Choose a CSV file to upload in the file field.',
  fileNotAFile: 'The file field must be a file, sent as multipart form data.',
  kindInvalid: `Choose what to import: ${IMPORT_KINDS.join(', ')}.`,
  partnerRequired: 'Choose the partner the jobs are for.',
  partnerNotFound: 'No partner has this id.',
  partnerOnlyForJobs: 'Only an import of jobs is for one partner; leave the partner out.',
  empty: 'The file is empty.',
  headerOnly: 'The file has a header row but no rows to import.',
  tooLarge: `The file is too large; the limit is ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`,
  tooManyColumns: `The file has more than ${IMPORT_LIMITS.maxColumns} columns.`,
  notText: (line: number) =>
    `The file is not a CSV text file: line ${line} holds binary data (a NUL byte).`,
  badEncoding: (line: number) =>
    `Line ${line} is not valid UTF-8 text. Save the file as "CSV UTF-8" and upload it again.`,
  badCsv: (line: number, reason: string) => `The file is not valid CSV at line ${line}: ${reason}`,
  mappingUnknownField: (field: string) => `"${field}" is not a field of this import.`,
  mappingBadColumn: (field: string) => `The column mapped to ${field} is not in the file.`,
  mappingKeyMissing: (label: string) =>
    `Map a column to ${label}: it says which record each row is about.`,
  dryRunFirst: 'Run the dry run with this mapping before importing.',
  busy: 'This import is already being checked or run; wait for it to finish.',
  notRunnable: (state: string) => `This import cannot be run now (it is ${state}).`,
  notCheckable: (state: string) => `This import cannot be checked again (it is ${state}).`,
  notRevertable: (state: string) =>
    `Only a finished import can be reverted (this one is ${state}).`,
  revertConflict: (count: number, first: string) =>
    `The import cannot be reverted: ${count} record${count === 1 ? '' : 's'} changed since. ${first}`,
  changedSince: (line: number, what: string) => `Row ${line} (${what}) was changed since.`,
  hasDependants: (line: number, what: string, dependants: string) =>
    `Row ${line} (${what}) now has ${dependants}.`,
  goneSince: (line: number, what: string) => `Row ${line} (${what}) was deleted since.`,
  formulaCell: (label: string, first: string) =>
    `The ${label} cell starts with ${first}, which a spreadsheet runs as a formula; fix the file.`,
  keyMissing: (label: string) => `The ${label} cell is empty.`,
  duplicateKey: (label: string, value: string) =>
    `Several records have the ${label} "${value}"; import it by hand.`,
  noUser: (email: string) => `No user has the email ${email}.`,
  noReference: (label: string, value: string) => `No ${label.toLowerCase()} is named "${value}".`,
  failed: 'The row could not be applied; try again.',
} as const;

export const IMPORT_STATES = [
  'uploaded',
  'checking',
  'checked',
  'running',
  'done',
  'failed',
  'reverted',
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const IMPORT_OUTCOMES = ['create', 'update', 'refuse'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** Field name → the index of the column it is read from (null: not imported). */
const mapping = z.record(z.string(), z.number().int().min(0).nullable());
export type ImportMapping = z.infer<typeof mapping>;

export const importItem = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  /** The partner an import of jobs is for. */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  file_name: z.string(),
  byte_size: z.number().int(),
  /** The header row's column names, in order. */
  columns: z.array(z.string()),
  row_count: z.number().int(),
  mapping,
  /**
   * uploaded → checking (dry run) → checked → running → done → reverted. `failed`: stopped by
   * an error (`error`); a run resumes where it stopped when started again.
   */
  state: z.enum(IMPORT_STATES),
  /** Of the last dry run while checking or checked; of the run from then on. */
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportItem = z.infer<typeof importItem>;

export const importRow = z.object({
  /** The row's number in the file, the header being row 1. */
  line: z.number().int(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** The value of the key field (the record's name or email). */
  label: z.string(),
  record_id: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

const uploadBody = z.object({
  kind: z.enum(IMPORT_KINDS, { error: IMPORT_MESSAGES.kindInvalid }),
  partner_id: z.preprocess(blankAsMissing, formId('partner').optional()),
  file: z.custom<SpooledFilePart>(isSpooledFilePart, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? IMPORT_MESSAGES.fileRequired
        : IMPORT_MESSAGES.fileNotAFile,
  }),
});

const dryRunBody = z.object({ mapping });
export type ImportDryRunBody = z.infer<typeof dryRunBody>;

const rowsQuery = z.object({
  outcome: z.preprocess(
    blankAsMissing,
    z.enum(IMPORT_OUTCOMES, { error: 'The outcome must be create, update or refuse.' }).optional(),
  ),
  page: pageParam,
});

const importAnswer = actionResult(importItem);

export const importsEndpoints = defineEndpoints('imports', {
  upload: {
    method: 'POST',
    path: '/api/admin/imports',
    access: 'admin',
    // The kind's own write permission is checked by the server (IMPORT_PERMISSION).
    permission: 'imports.run',
    summary: `Upload a CSV file (multipart field "file", UTF-8 with or without BOM, "," or ";" separated, at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB) to import records of a kind; jobs are for the partner named by partner_id. Answers the import with its columns and a mapping matched by column name (the admin's last mapping for the kind first)`,
    body: uploadBody,
    bodyType: 'multipart',
    maxUploadBytes: IMPORT_LIMITS.maxBytes,
    status: 201,
    response: importAnswer,
    failures: [400, 413],
  },
  show: {
    method: 'GET',
    path: '/api/admin/imports/:id',
    access: 'admin',
    permission: 'imports.run',
    summary: 'An import: its state, mapping and progress (processed, created, updated, refused)',
    params: idParams,
    response: dataEnvelope(importItem),
  },
  rows: {
    method: 'GET',
    path: '/api/admin/imports/:id/rows',
    access: 'admin',
    permission: 'imports.run',
    summary: `What the last dry run or the run did with each row (created, updated, refused and why), in file order, ${IMPORT_LIMITS.rowsPerPage} a page`,
    params: idParams,
    query: rowsQuery,
    response: pagedList(importRow),
  },
  dryRun: {
    method: 'POST',
    path: '/api/admin/imports/:id/dry-run',
    access: 'admin',
    permission: 'imports.run',
    summary:
      'Check every row with this mapping, changing nothing (in the background: read the progress from the import); the mapping is remembered for the admin and kind',
    params: idParams,
    body: dryRunBody,
    status: 202,
    response: importAnswer,
    failures: [409],
  },
  run: {
    method: 'POST',
    path: '/api/admin/imports/:id/run',
    access: 'admin',
    permission: 'imports.run',
    summary: `Apply a checked import in the background, ${IMPORT_LIMITS.batchSize} rows a transaction, each row audited; a stopped run resumes where it stopped`,
    params: idParams,
    status: 202,
    response: importAnswer,
    failures: [409],
  },
  revert: {
    method: 'POST',
    path: '/api/admin/imports/:id/revert',
    access: 'admin',
    permission: 'imports.run',
    summary:
      'Undo a whole import at once: created records deleted, updated ones set back; refused (409, saying which) when any of them changed since',
    params: idParams,
    response: importAnswer,
    failures: [409],
  },
});
