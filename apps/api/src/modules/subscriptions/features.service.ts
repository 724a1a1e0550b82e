import {
  SUBSCRIPTION_MESSAGES,
  type FeatureCreateBody,
  type FeatureItem,
  type FeatureUpdateBody,
} from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './features.repository.js';
import { conflictOnDuplicate } from '../../db/unique-violation.js';

/** Features created by admins are display-only: shown on packages, never read by the system. */
export async function createFeature(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  body: FeatureCreateBody,
): Promise<FeatureItem> {
  return conflictOnDuplicate(
    () =>
      deps.db.transaction().execute(async (trx) => {
        await assertConfigFree(trx, body.config_name);
        const row = await repo.insertDisplayFeature(trx, body, nowIso());
        await recordAudit({ db: trx }, request, adminId, {
          action: 'create',
          entity: 'feature',
          entityId: row.id,
          summary: body,
        });
        return repo.toFeatureItem(row);
      }),
    SUBSCRIPTION_MESSAGES.featureConfigTaken(body.config_name),
  );
}

/** Renames a feature; only a display-only feature may change its config name. */
export async function updateFeature(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
  body: FeatureUpdateBody,
): Promise<FeatureItem> {
  return conflictOnDuplicate(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const current = await findFeatureOrFail(trx, id);
        const newConfig = body.config_name !== current.config_name ? body.config_name : undefined;
        if (newConfig !== undefined) {
          if (current.is_display !== 1) {
            throw AppError.conflict(SUBSCRIPTION_MESSAGES.systemFeatureConfig);
          }
          await assertConfigFree(trx, newConfig, id);
        }
        const changes = {
          name: body.name,
          ...(newConfig !== undefined ? { config_name: newConfig } : {}),
        };
        const row = await repo.updateFeature(trx, id, changes, nowIso());
        await recordAudit({ db: trx }, request, adminId, {
          action: 'update',
          entity: 'feature',
          entityId: id,
          summary: changes,
        });
        return repo.toFeatureItem(row);
      }),
    () =>
      body.config_name === undefined
        ? undefined
        : SUBSCRIPTION_MESSAGES.featureConfigTaken(body.config_name),
  );
}

/** Deletes a display-only feature that no package lists. */
export async function deleteFeature(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await findFeatureOrFail(trx, id);
    if (row.is_display !== 1) throw AppError.conflict(SUBSCRIPTION_MESSAGES.systemFeatureDelete);
    const packages = await repo.countFeaturePackages(trx, id);
    if (packages > 0) throw AppError.conflict(SUBSCRIPTION_MESSAGES.featureInUse(packages));
    await repo.deleteFeature(trx, id);
    await recordAudit({ db: trx }, request, adminId, {
      action: 'delete',
      entity: 'feature',
      entityId: id,
      summary: { name: row.name, config_name: row.config_name },
    });
  });
}

async function findFeatureOrFail(db: Db, id: number) {
  const row = await repo.findFeature(db, id);
  if (!row) throw AppError.notFound(SUBSCRIPTION_MESSAGES.featureNotFound);
  return row;
}

async function assertConfigFree(db: Db, configName: string, exceptId?: number): Promise<void> {
  if (await repo.findFeatureByConfig(db, configName, exceptId)) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.featureConfigTaken(configName));
  }
}
