import {
  PROTECTED_PACKAGE_ID,
  SUBSCRIPTION_MESSAGES,
  type PackageCreateBody,
  type PackageItem,
  type PackageUpdateBody,
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
import { toCents } from '../../lib/money.js';
import * as repo from './packages.repository.js';

const ENTITY = 'package';

const packageRecord = recordKind(ENTITY, repo.findPackage, SUBSCRIPTION_MESSAGES.packageNotFound);

/** A package as its audit rows show it, in the request's field names. */
export const audited = (item: PackageItem) => ({
  name: item.name,
  price: item.price,
  subscription_type: item.subscription_type,
  is_active: item.active,
  features: item.features.map((feature) => feature.id),
});

export async function createPackage(
  context: Context,
  input: PackageCreateBody,
): Promise<PackageItem> {
  return conflictOnDuplicate(
    () =>
      createRecord(context, ENTITY, async ({ db }) => {
        await assertNameFree(db, input.name);
        await assertFeaturesExist(db, input.features);
        const id = await repo.insertPackage(db, packageValues(input), nowIso());
        await repo.replacePackageFeatures(db, id, input.features);
        const created = await loadPackage(db, id);
        return { action: 'create', id, after: audited(created), result: created };
      }),
    SUBSCRIPTION_MESSAGES.packageNameTaken(input.name),
  );
}

/** Changes the fields sent; the others keep their value. */
export async function updatePackage(
  context: Context,
  { packageId, changes }: { packageId: number; changes: PackageUpdateBody },
): Promise<PackageItem> {
  const sent = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as PackageUpdateBody;
  return conflictOnDuplicate(
    () =>
      changeRecord(context, packageRecord(packageId), async ({ db }, row) => {
        if (sent.name !== undefined) await assertNameFree(db, sent.name, packageId);
        if (sent.features) await assertFeaturesExist(db, sent.features);
        const before = await itemOf(db, row);
        await repo.updatePackage(db, packageId, packageChanges(sent), nowIso());
        if (sent.features) await repo.replacePackageFeatures(db, packageId, sent.features);
        const updated = await loadPackage(db, packageId);
        return {
          action: 'update',
          ...fieldChanges(audited(before), audited(updated)),
          details: { name: updated.name },
          result: updated,
        };
      }),
    () => (sent.name === undefined ? undefined : SUBSCRIPTION_MESSAGES.packageNameTaken(sent.name)),
  );
}

/**
 * Deletes a package nothing refers to. Package 1 and packages with invoices or partner
 * subscriptions stay (409); the message suggests deactivating them instead.
 */
export async function deletePackage(
  context: Context,
  { packageId }: { packageId: number },
): Promise<void> {
  await changeRecord(context, packageRecord(packageId), async (trx, row) => {
    const { db } = trx;
    if (packageId === PROTECTED_PACKAGE_ID) {
      throw AppError.conflict(SUBSCRIPTION_MESSAGES.protectedPackage);
    }
    const { invoices, subscriptions } = await repo.countPackageReferences(db, packageId);
    if (invoices > 0 || subscriptions > 0) {
      throw AppError.conflict(SUBSCRIPTION_MESSAGES.packageInUse(invoices, subscriptions));
    }
    const before = await itemOf(db, row);
    const trashed = await toTrash(trx, 'package', packageId, SUBSCRIPTION_MESSAGES.packageNotFound);
    return { action: 'delete', before: audited(before), details: trashed, result: undefined };
  });
}

async function findPackageOrFail(db: Db, id: number) {
  const row = await repo.findPackage(db, id);
  if (!row) throw AppError.notFound(SUBSCRIPTION_MESSAGES.packageNotFound);
  return row;
}

export async function loadPackage(db: Db, id: number): Promise<PackageItem> {
  return itemOf(db, await findPackageOrFail(db, id));
}

async function itemOf(db: Db, row: repo.PackageRow): Promise<PackageItem> {
  const [item] = await repo.withFeatures(db, [row]);
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
