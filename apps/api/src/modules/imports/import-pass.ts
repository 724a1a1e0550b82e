import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  keyFieldOf,
  type ImportMapping,
  type ImportOutcome,
  type ImportState,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { nowIso } from '../../lib/time.js';
import { csvRecords, type CsvDelimiter, type CsvRow } from './csv-text.js';
import { IMPORT_KIND_PLANS, type ImportScope } from './import-kinds.js';
import { rowValues } from './import-mapping.js';
import * as store from './import-store.js';
import type { ImportRecord, ImportRowInsert } from './import-tables.js';
import { withImportTables } from './import-tables.js';
import { snapshotOf } from './imported-records.js';

/**
 * The two passes over an import's rows, both in the background of the request that starts them:
 * the dry run applies each batch of rows and rolls it back, keeping only what each row would do;
 * the run applies each batch of IMPORT_LIMITS.batchSize rows in one transaction with its rows'
 * outcomes and the progress, so a run stopped by a crash resumes after its last batch.
 *
 * A pass holds its import by a token set by one conditional update (so of two starts only one
 * wins) and renewed with every batch; a pass silent for STALE_AFTER_MS may be taken over.
 */

export type Pass = 'dry_run' | 'run';

const STALE_AFTER_MS = 60_000;

/** A pass under way: its import, its hold, the mapping, and what rows are applied within. */
type PassRun = {
  record: ImportRecord;
  token: string;
  pass: Pass;
  mapping: ImportMapping;
  scope: ImportScope;
};

/** Thrown inside a dry run's batch to roll it back, carrying what its rows would do. */
class DryRunRollback extends Error {
  constructor(readonly rows: ImportRowInsert[]) {
    super('dry run');
  }
}

/** Thrown when another pass took the import over: this one stops without writing. */
class LostHold extends Error {}

const staleBefore = () => new Date(Date.now() - STALE_AFTER_MS).toISOString();

/**
 * Takes the import for a pass, or answers 409. A dry run starts afresh from uploaded, checked or
 * a stopped dry run; a run starts afresh from checked, or resumes a stopped run.
 */
export async function takeImport(
  context: Context,
  record: ImportRecord,
  pass: Pass,
  mapping?: ImportMapping,
): Promise<string> {
  const db = withImportTables(context.db);
  const token = randomUUID();
  const now = nowIso();
  const hold = { run_token: token, heartbeat_at: now, updated_at: now, error: null, pass };
  const fresh = { processed: 0, created: 0, updated: 0, refused: 0 };
  const state = pass === 'dry_run' ? 'checking' : 'running';
  const startable: ImportState[] = pass === 'dry_run' ? ['uploaded', 'checked'] : ['checked'];
  let result = await db
    .updateTable('imports')
    .set({ ...hold, ...fresh, state, ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) })
    .where('id', '=', record.id)
    .where((eb) =>
      eb.or([
        eb('state', 'in', startable),
        eb.and([eb('state', '=', 'failed'), eb('pass', '=', 'dry_run')]),
        ...(pass === 'dry_run'
          ? [eb.and([eb('state', '=', 'checking'), eb('heartbeat_at', '<', staleBefore())])]
          : []),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0 && pass === 'run') {
    // A run stopped by an error or a crash resumes where its last batch ended.
    result = await db
      .updateTable('imports')
      .set({ ...hold, state })
      .where('id', '=', record.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'failed'), eb('pass', '=', 'run')]),
          eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', staleBefore())]),
        ]),
      )
      .executeTakeFirst();
  }
  if (Number(result.numUpdatedRows) === 0) {
    const current = (await store.findImport(context.db, record.id)) ?? record;
    if (current.state === 'checking' || current.state === 'running') {
      throw AppError.conflict(IMPORT_MESSAGES.busy);
    }
    if (pass === 'run' && current.state === 'uploaded') {
      throw AppError.conflict(IMPORT_MESSAGES.dryRunFirst);
    }
    throw AppError.conflict(
      pass === 'run'
        ? IMPORT_MESSAGES.notRunnable(current.state)
        : IMPORT_MESSAGES.notCheckable(current.state),
    );
  }
  return token;
}

/** Runs a pass the caller holds to its end; never throws (a failure is the import's state). */
export async function runPass(context: Context, importId: number, token: string, pass: Pass) {
  const importContext: Context = { ...context, actor: { ...context.actor, importId } };
  try {
    const record = await store.findImport(context.db, importId);
    if (!record || record.run_token !== token) return;
    if (Number(record.processed) === 0) await store.deleteRows(context.db, importId);
    const run: PassRun = {
      record,
      token,
      pass,
      mapping: JSON.parse(record.mapping) as ImportMapping,
      scope: { partnerId: record.partner_id, referenceIds: new Map() },
    };
    let batch: CsvRow[] = [];
    for await (const row of dataRows(context, record, Number(record.processed))) {
      batch.push(row);
      if (batch.length === IMPORT_LIMITS.batchSize) {
        await applyBatch(importContext, run, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await applyBatch(importContext, run, batch);
    await finish(importContext, record, token, pass);
  } catch (error) {
    if (error instanceof LostHold) return;
    context.log.error({ err: error, importId }, 'An import pass failed');
    const message = error instanceof AppError ? error.message : IMPORT_MESSAGES.failed;
    await withImportTables(context.db)
      .updateTable('imports')
      .set({ state: 'failed', error: message, run_token: null, updated_at: nowIso() })
      .where('id', '=', importId)
      .where('run_token', '=', token)
      .execute()
      .catch((failure: unknown) =>
        context.log.error({ err: failure, importId }, 'An import could not be marked failed'),
      );
  }
}

/** The file's data rows after the first `skip`, streamed from where the file is stored. */
async function* dataRows(context: Context, record: ImportRecord, skip: number) {
  let index = -1;
  const texts = store.storedText(context.db, record.id);
  for await (const row of csvRecords(texts, record.delimiter as CsvDelimiter)) {
    index += 1;
    if (index > skip) yield row;
  }
}

async function applyBatch(context: Context, run: PassRun, batch: CsvRow[]): Promise<void> {
  const { record, token } = run;
  const applyAll = async (trx: Context) => {
    const rows: ImportRowInsert[] = [];
    for (const row of batch) rows.push(await applyRow(trx, run, row));
    return rows;
  };
  if (run.pass === 'run') {
    await inTransaction(context, async (trx) => {
      const rows = await applyAll(trx);
      await store.insertRows(trx.db, rows);
      await recordProgress(trx, record.id, token, rows);
    });
    return;
  }
  let rows: ImportRowInsert[];
  try {
    await inTransaction(context, async (trx) => {
      throw new DryRunRollback(await applyAll(trx));
    });
    return;
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
    rows = error.rows;
  }
  await inTransaction(context, async (trx) => {
    await store.insertRows(trx.db, rows);
    await recordProgress(trx, record.id, token, rows);
  });
}

/**
 * One row, in a savepoint of its batch: the record it is about is found and created or updated
 * by the kind's own service (which audits it); a refusal rolls the row back alone.
 */
async function applyRow(context: Context, run: PassRun, row: CsvRow): Promise<ImportRowInsert> {
  const { record, mapping, scope } = run;
  const plan = IMPORT_KIND_PLANS[record.kind];
  const key = keyFieldOf(record.kind);
  const base = { import_id: record.id, line: row.line, record_id: null, before: null, after: null };
  const label = (row.cells[mapping[key.name] ?? -1] ?? '').trim();
  const refuse = (reason: string): ImportRowInsert => ({
    ...base,
    label,
    outcome: 'refuse',
    reason,
  });
  await sql`savepoint import_row`.execute(context.db);
  try {
    const values = rowValues(record.kind, mapping, row.cells);
    const keyValue = values[key.name];
    if (keyValue === undefined)
      throw AppError.invalid({ [key.name]: [IMPORT_MESSAGES.keyMissing(key.label)] });
    const found = await plan.find(context, keyValue, scope);
    const keep = run.pass === 'run';
    const before = keep && found !== null ? await snapshotOf(context.db, plan.table, found) : null;
    const id = await plan.apply(context, values, found, scope);
    const after = keep ? await snapshotOf(context.db, plan.table, id) : null;
    await sql`release savepoint import_row`.execute(context.db);
    const outcome: ImportOutcome = found === null ? 'create' : 'update';
    return { ...base, label, outcome, record_id: id, reason: null, before, after };
  } catch (error) {
    await sql`rollback to savepoint import_row`.execute(context.db);
    await sql`release savepoint import_row`.execute(context.db);
    if (error instanceof AppError && error.statusCode < 500) {
      const reasons = error.errors ? Object.values(error.errors).flat() : [error.message];
      return refuse(reasons.join(' '));
    }
    throw error;
  }
}

const countOf = (rows: ImportRowInsert[], outcome: ImportOutcome) =>
  rows.filter((row) => row.outcome === outcome).length;

/** Adds a batch to the import's progress, if the pass still holds it (else it rolls back). */
async function recordProgress(
  context: Context,
  importId: number,
  token: string,
  rows: ImportRowInsert[],
): Promise<void> {
  const now = nowIso();
  const result = await withImportTables(context.db)
    .updateTable('imports')
    .set((eb) => ({
      processed: eb('processed', '+', rows.length),
      created: eb('created', '+', countOf(rows, 'create')),
      updated: eb('updated', '+', countOf(rows, 'update')),
      refused: eb('refused', '+', countOf(rows, 'refuse')),
      heartbeat_at: now,
      updated_at: now,
    }))
    .where('id', '=', importId)
    .where('run_token', '=', token)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new LostHold();
}

/** Ends a pass: checked after a dry run; done after a run, with the import's audit row. */
async function finish(context: Context, record: ImportRecord, token: string, pass: Pass) {
  await inTransaction(context, async (trx) => {
    const now = nowIso();
    const result = await withImportTables(trx.db)
      .updateTable('imports')
      .set({ state: pass === 'run' ? 'done' : 'checked', run_token: null, updated_at: now })
      .where('id', '=', record.id)
      .where('run_token', '=', token)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new LostHold();
    if (pass === 'dry_run') return;
    const done = await store.findImport(trx.db, record.id);
    await recordAudit(trx, {
      action: 'import',
      entity: 'import',
      entityId: record.id,
      details: {
        kind: record.kind,
        file_name: record.file_name,
        created: Number(done?.created ?? 0),
        updated: Number(done?.updated ?? 0),
        refused: Number(done?.refused ?? 0),
      },
    });
  });
}
