import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_PERMISSION,
  PERMISSION_MESSAGES,
  can,
  type ImportItem,
  type ImportKind,
  type ImportMapping,
  type ImportOutcome,
  type Role,
  type SpooledFilePart,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import type { Context } from '../../lib/context.js';
import { pageWindow } from '../../lib/paging.js';
import { nowIso } from '../../lib/time.js';
import { checkedMapping, mappingByName } from './import-mapping.js';
import { runPass, takeImport, type Pass } from './import-pass.js';
import { revertImport } from './import-revert.js';
import * as store from './import-store.js';
import type { ImportRecord } from './import-tables.js';
import { storeUpload } from './import-upload.js';
import * as repo from './imports.repository.js';

/**
 * CSV imports (contract: imports.ts). Every call needs the write permission of the import's
 * kind, the one its forms need; an import is shared by every admin who holds it.
 */

type Caller = { role: Role };

function requireKind(role: Role, kind: ImportKind) {
  if (!can(role, IMPORT_PERMISSION[kind])) throw AppError.forbidden(PERMISSION_MESSAGES.forbidden);
}

async function importOf(context: Context, input: Caller & { id: number }): Promise<ImportRecord> {
  const record = await store.findImport(context.db, input.id);
  if (!record) throw AppError.notFound(IMPORT_MESSAGES.notFound);
  requireKind(input.role, record.kind);
  return record;
}

async function itemOf(context: Context, id: number): Promise<ImportItem> {
  const record = await store.findImport(context.db, id);
  if (!record) throw AppError.notFound(IMPORT_MESSAGES.notFound);
  const partner =
    record.partner_id === null ? undefined : await repo.partnerName(context.db, record.partner_id);
  return store.toImportItem(record, partner);
}

export async function upload(
  context: Context,
  input: Caller & { kind: ImportKind; partner_id?: number | undefined; file: SpooledFilePart },
): Promise<ImportItem> {
  requireKind(input.role, input.kind);
  const id = await storeUpload(context, {
    kind: input.kind,
    partnerId: input.partner_id,
    file: input.file,
  });
  return itemOf(context, id);
}

export async function show(context: Context, input: Caller & { id: number }): Promise<ImportItem> {
  await importOf(context, input);
  return itemOf(context, input.id);
}

export async function rows(
  context: Context,
  input: Caller & { id: number; outcome?: ImportOutcome | undefined; page: number },
) {
  await importOf(context, input);
  const perPage = IMPORT_LIMITS.rowsPerPage;
  const window = pageWindow({ page: input.page, perPage });
  const page = await store.pageOfRows(context.db, input.id, input.outcome, window);
  return { ...page, perPage };
}

/** Takes the import for a pass and runs it after the answer; answers the import as taken. */
async function startPass(
  context: Context,
  record: ImportRecord,
  pass: Pass,
  mapping?: ImportMapping,
): Promise<ImportItem> {
  const token = await takeImport(context, record, pass, mapping);
  const item = await itemOf(context, record.id);
  setImmediate(() => void runPass(context, record.id, token, pass));
  return item;
}

export async function dryRun(
  context: Context,
  input: Caller & { id: number; mapping: ImportMapping },
): Promise<ImportItem> {
  const record = await importOf(context, input);
  const columns = JSON.parse(record.columns) as string[];
  const mapping = checkedMapping(record.kind, columns, input.mapping);
  const item = await startPass(context, record, 'dry_run', mapping);
  await store.rememberMapping(context.db, {
    adminId: context.actor.adminId,
    kind: record.kind,
    mapping: mappingByName(mapping, columns),
    now: nowIso(),
  });
  return item;
}

export async function run(context: Context, input: Caller & { id: number }): Promise<ImportItem> {
  return startPass(context, await importOf(context, input), 'run');
}

export async function revert(
  context: Context,
  input: Caller & { id: number },
): Promise<ImportItem> {
  await importOf(context, input);
  await revertImport(context, input.id);
  return itemOf(context, input.id);
}
