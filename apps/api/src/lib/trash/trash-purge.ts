import path from 'node:path';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../db/database.js';
import { recordAudit } from '../audit.js';
import { RepeatingTask } from '../repeating-task.js';
import { inTransaction } from '../change-record.js';
import type { Actor, Context } from '../context.js';
import { fileStoreOf, type FileStore } from '../storage/index.js';
import { FILE_COLUMNS, type TrashTable } from './trash-kinds.js';
import { anyTable, lockUnit, unitContents } from './trash-store.js';
import { findUnit } from './trash-restore.js';
import { TRASH_ENTITIES, type TrashKind } from '@job-board/contract';

type StoredFile = { table: TrashTable; column: string; folder: 'public' | 'private'; name: string };

/** A file name the server stored (no folders above its own, no URL): the only kind it removes. */
const isStoredName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value !== '' &&
  !value.includes('..') &&
  !value.includes(':') &&
  !path.isAbsolute(value);

/**
 * Deletes a unit for good, inside the caller's transaction, with an audit row (`purge`) saying
 * what went, identity documents counted. Answers the files to remove once the transaction has
 * committed (a rolled back purge keeps them), undefined when the unit is not there.
 */
export async function purgeUnit(
  context: { db: Db; dialect: AppDeps['dialect']; actor: Actor | null },
  unitId: number,
  reason: 'retention' | 'owner',
): Promise<StoredFile[] | undefined> {
  await lockUnit(context, unitId);
  const unit = await findUnit(context.db, unitId);
  if (!unit) return undefined;
  const { groups } = await unitContents(context.db, unitId);
  const files: StoredFile[] = [];
  for (const { table, rows } of groups) {
    for (const { column, folder } of FILE_COLUMNS[table] ?? []) {
      for (const row of rows) {
        const name = row[column];
        if (isStoredName(name)) files.push({ table, column, folder, name });
      }
    }
  }
  await context.db.deleteFrom('trash_units').where('id', '=', unitId).execute();
  const documents = files.filter((file) => file.folder === 'private').length;
  await recordAudit(context, {
    action: 'purge',
    entity: TRASH_ENTITIES[unit.kind as TrashKind],
    entityId: unit.record_id,
    details: {
      label: unit.label,
      reason: reason === 'retention' ? 'retention period ended' : 'deleted for good by an owner',
      ...(documents > 0 ? { identity_documents_destroyed: documents } : {}),
    },
  });
  return unusedFiles(context.db, files);
}

/**
 * The files no one else needs: identity documents always (each check has its own); a public
 * image only when no record and no other unit of the trash names it (demo data shares images).
 */
async function unusedFiles(db: Db, files: StoredFile[]): Promise<StoredFile[]> {
  const unused: StoredFile[] = [];
  for (const file of files) {
    if (file.folder === 'private') {
      unused.push(file);
      continue;
    }
    const inUse = await db
      .selectFrom(anyTable(file.table))
      .select('id')
      .where(file.column as 'id', '=', file.name as never)
      .executeTakeFirst();
    if (inUse) continue;
    const inTrash = await db
      .selectFrom('trash_rows')
      .select('unit_id')
      .where('rows', 'like', `%${JSON.stringify(file.name).slice(1, -1)}%`)
      .executeTakeFirst();
    if (!inTrash) unused.push(file);
  }
  return unused;
}

/** Removes files from disk after the purge committed; one that cannot go is logged, not fatal. */
async function removeFilesAfter(
  log: AppDeps['log'],
  store: FileStore,
  files: StoredFile[],
): Promise<void> {
  for (const file of files) {
    await store
      .delete(file.folder, file.name)
      .catch((error: unknown) =>
        log.warn({ err: error, file: file.name }, 'A purged file could not be removed'),
      );
  }
}

/**
 * Purges one unit in its own transaction and removes its files: with the database driver in that
 * same transaction (rows and files go together or not at all), on disk once it has committed.
 * False when the unit was gone.
 */
export async function purgeNow(
  context: Context<Actor | null>,
  unitId: number,
  reason: 'retention' | 'owner',
): Promise<boolean> {
  const afterCommit = await inTransaction(context as Context, async (trx) => {
    const files = await purgeUnit(trx, unitId, reason);
    const store = fileStoreOf(trx);
    if (!files || store.driver !== 'database') return files;
    for (const file of files) await store.delete(file.folder, file.name);
    return [];
  });
  if (!afterCommit) return false;
  await removeFilesAfter(context.log, fileStoreOf(context), afterCommit);
  return true;
}

const PURGE_BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Purges the units whose retention has ended, in every server process (each unit is purged
 * once: the first to lock it). Looks a minute after start, then every hour.
 */
export class TrashPurger {
  private readonly repeating: RepeatingTask;

  constructor(
    private readonly deps: AppDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repeating = new RepeatingTask(
      async () => {
        const purged = await this.runOnce();
        if (purged > 0) deps.log.info({ purged }, 'Trash: units past retention purged');
      },
      HOUR_MS,
      (error: unknown) => {
        if (!isDatabaseUnavailable(error)) {
          deps.log.warn({ err: error }, 'The trash could not be purged; trying again');
        }
      },
    );
  }

  start(): void {
    this.repeating.start(60_000);
  }

  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /** One pass: purges every unit due by now. Answers how many were purged. */
  async runOnce(): Promise<number> {
    const now = this.clock().toISOString();
    let purged = 0;
    for (;;) {
      const due = await this.deps.db
        .selectFrom('trash_units')
        .select('id')
        .where('purge_after', '<=', now)
        .orderBy('purge_after')
        .limit(PURGE_BATCH)
        .execute();
      for (const { id } of due) {
        if (await purgeNow({ ...this.deps, actor: null }, id, 'retention')) purged++;
      }
      if (due.length < PURGE_BATCH) return purged;
    }
  }
}
