import {
  PROTECTED_PACKAGE_ID,
  SUBSCRIPTION_MESSAGES,
  type PackageCreateBody,
  type PackageItem,
  type PackageUpdateBody,
} from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.service.js';
import { toCents } from './money.js';
import * as repo from './packages.repository.js';
import { conflictOnDuplicate } from '../../db/unique-violation.js';

export async function createPackage(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  body: PackageCreateBody,
): Promise<PackageItem> {
  return conflictOnDuplicate(
    () =>
      deps.db.transaction().execute(async (trx) => {
        await assertNameFree(trx, body.name);
        await assertFeaturesExist(trx, body.features);
        const now = nowIso();
        const id = await repo.insertPackage(trx, packageValues(body), now);
        await repo.replacePackageFeatures(trx, id, body.features);
        await recordAudit({ db: trx }, request, adminId, {
          action: 'create',
          entity: 'package',
          entityId: id,
          summary: body,
        });
        return loadPackage(trx, id);
      }),
    SUBSCRIPTION_MESSAGES.packageNameTaken(body.name),
  );
}

/** Changes the fields sent; the others keep their value. */
export async function updatePackage(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
  body: PackageUpdateBody,
): Promise<PackageItem> {
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as PackageUpdateBody;
  return conflictOnDuplicate(
    () =>
      deps.db.transaction().execute(async (trx) => {
        await findPackageOrFail(trx, id);
        if (changes.name !== undefined) await assertNameFree(trx, changes.name, id);
        if (changes.features) await assertFeaturesExist(trx, changes.features);
        await repo.updatePackage(trx, id, packageChanges(changes), nowIso());
        if (changes.features) await repo.replacePackageFeatures(trx, id, changes.features);
        await recordAudit({ db: trx }, request, adminId, {
          action: 'update',
          entity: 'package',
          entityId: id,
          summary: changes,
        });
        return loadPackage(trx, id);
      }),
    () =>
      changes.name === undefined ? undefined : SUBSCRIPTION_MESSAGES.packageNameTaken(changes.name),
  );
}

/**
 * Deletes a package nothing refers to. Package 1 and packages with invoices or partner
 * subscriptions stay (409); the message suggests deactivating them instead.
 */
export async function deletePackage(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await findPackageOrFail(trx, id);
    if (id === PROTECTED_PACKAGE_ID)
      throw AppError.conflict(SUBSCRIPTION_MESSAGES.protectedPackage);
    const { invoices, subscriptions } = await repo.countPackageReferences(trx, id);
    if (invoices > 0 || subscriptions > 0) {
      throw AppError.conflict(SUBSCRIPTION_MESSAGES.packageInUse(invoices, subscriptions));
    }
    await repo.deletePackage(trx, id);
    await recordAudit({ db: trx }, request, adminId, {
      action: 'delete',
      entity: 'package',
      entityId: id,
      summary: { name: row.name },
    });
  });
}

async function findPackageOrFail(db: Db, id: number) {
  const row = await repo.findPackage(db, id);
  if (!row) throw AppError.notFound(SUBSCRIPTION_MESSAGES.packageNotFound);
  return row;
}

async function loadPackage(db: Db, id: number): Promise<PackageItem> {
  const [item] = await repo.withFeatures(db, [await findPackageOrFail(db, id)]);
  return item!;
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  if (await repo.findPackageNamed(db, name, exceptId)) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.packageNameTaken(name));
  }
}

async function assertFeaturesExist(db: Db, featureIds: number[]): Promise<void> {
  const existing = await repo.existingFeatureIds(db, featureIds);
  const missing = featureIds.filter((id) => !existing.has(id));
  if (missing.length > 0) {
    throw AppError.invalid({ features: [SUBSCRIPTION_MESSAGES.unknownFeatures(missing)] });
  }
}

const flag = (value: boolean) => (value ? 1 : 0);

function packageValues(body: PackageCreateBody): repo.PackageValues {
  return {
    name: body.name,
    price_cents: toCents(body.price),
    subscription_type: body.subscription_type,
    is_active: flag(body.is_active),
  };
}

function packageChanges(body: PackageUpdateBody): Partial<repo.PackageValues> {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.price !== undefined ? { price_cents: toCents(body.price) } : {}),
    ...(body.subscription_type !== undefined ? { subscription_type: body.subscription_type } : {}),
    ...(body.is_active !== undefined ? { is_active: flag(body.is_active) } : {}),
  };
}
