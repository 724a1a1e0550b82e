import {
  SUBSCRIPTION_MESSAGES,
  type FeatureCreateBody,
  type FeatureItem,
  type FeatureUpdateBody,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { conflictOnDuplicate } from '../../lib/conflict-on-duplicate.js';
import { AppError } from '../../lib/app-error.js';
import { changeRecord, createRecord } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { toTrash } from '../../lib/trash/trash-store.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './features.repository.js';

const ENTITY = 'feature';

const feature = recordKind(ENTITY, repo.findFeature, SUBSCRIPTION_MESSAGES.featureNotFound);

/** A feature as its audit rows show it. */
export const audited = (row: repo.FeatureRow) => ({ name: row.name, config_name: row.config_name });

/** Features created by admins are display-only: shown on packages, never read by the system. */
export async function createFeature(
  context: Context,
  input: FeatureCreateBody,
): Promise<FeatureItem> {
  return conflictOnDuplicate(
    () =>
      createRecord(context, ENTITY, async ({ db }) => {
        await assertConfigFree(db, input.config_name);
        const row = await repo.insertDisplayFeature(db, input, nowIso());
        return {
          action: 'create',
          id: row.id,
          after: audited(row),
          result: repo.toFeatureItem(row),
        };
      }),
    SUBSCRIPTION_MESSAGES.featureConfigTaken(input.config_name),
  );
}

/** Renames a feature; only a display-only feature may change its config name. */
export async function updateFeature(
  context: Context,
  { featureId, changes }: { featureId: number; changes: FeatureUpdateBody },
): Promise<FeatureItem> {
  return conflictOnDuplicate(
    () =>
      changeRecord(context, feature(featureId), async ({ db }, current) => {
        const newConfig =
          changes.config_name !== current.config_name ? changes.config_name : undefined;
        if (newConfig !== undefined) {
          if (current.is_display !== 1) {
            throw AppError.conflict(SUBSCRIPTION_MESSAGES.systemFeatureConfig);
          }
          await assertConfigFree(db, newConfig, featureId);
        }
        const row = await repo.updateFeature(
          db,
          featureId,
          { name: changes.name, ...(newConfig !== undefined ? { config_name: newConfig } : {}) },
          nowIso(),
        );
        return {
          action: 'update',
          ...fieldChanges(audited(current), audited(row)),
          details: { name: row.name },
          result: repo.toFeatureItem(row),
        };
      }),
    () =>
      changes.config_name === undefined
        ? undefined
        : SUBSCRIPTION_MESSAGES.featureConfigTaken(changes.config_name),
  );
}

/** Deletes a display-only feature that no package lists. */
export async function deleteFeature(
  context: Context,
  { featureId }: { featureId: number },
): Promise<void> {
  await changeRecord(context, feature(featureId), async (trx, row) => {
    if (row.is_display !== 1) throw AppError.conflict(SUBSCRIPTION_MESSAGES.systemFeatureDelete);
    const packages = await repo.countFeaturePackages(trx.db, featureId);
    if (packages > 0) throw AppError.conflict(SUBSCRIPTION_MESSAGES.featureInUse(packages));
    const trashed = await toTrash(trx, 'feature', featureId, SUBSCRIPTION_MESSAGES.featureNotFound);
    return { action: 'delete', before: audited(row), details: trashed, result: undefined };
  });
}

async function assertConfigFree(db: Db, configName: string, exceptId?: number): Promise<void> {
  if (await repo.findFeatureByConfig(db, configName, exceptId)) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.featureConfigTaken(configName));
  }
}
