import {
  INTEGRATION_MESSAGES,
  type PlatformKycCheck,
  type SubmitKycBody,
  type UploadedFilePart,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { lockRecord } from '../../lib/change-record.js';
import type { Context, KeyActor } from '../../lib/context.js';
import { nowIso } from '../../lib/time.js';
import { fileStoreOf, type FileStore } from '../../lib/storage/index.js';
import { storeImage } from '../../lib/uploads.js';
import { kycCheckPayload } from '../../lib/outbox/outbox-store.js';
import * as repo from './platform.repository.js';

const ENTITY = 'kyc_verification';
/** Where KYC documents live in the private area; rows keep their keys there (`kyc/…`). */
const DOCUMENT_FOLDER = 'kyc';

/** 422 for an unknown user, 409 for a blocked one or one whose check still waits for review. */
async function assertMaySubmit(db: Db, userId: number) {
  const user = await repo.findUser(db, userId);
  if (!user) throw AppError.invalid({ user_id: [INTEGRATION_MESSAGES.kycUserNotFound] });
  if (user.is_blocked) throw AppError.conflict(INTEGRATION_MESSAGES.kycUserBlocked);
  if (await repo.hasPendingCheck(db, userId)) {
    throw AppError.conflict(INTEGRATION_MESSAGES.kycPending);
  }
  return user;
}

/**
 * A platform service submits an identity check for a user: the two images are checked and
 * re-encoded like every upload and stored in the private folder, then the check is written,
 * pending, with its audit row (which the outbox turns into `kyc.submitted`). When the user's
 * latest check was rejected this one resubmits it; the rejected check keeps its decisions.
 */
export async function submitKyc(
  context: Context<KeyActor>,
  input: SubmitKycBody,
): Promise<PlatformKycCheck> {
  // The rules first, so a refused call processes no image; checked again under the lock below.
  await assertMaySubmit(context.db, input.user_id);
  const store = fileStoreOf(context);
  const documents = await storeDocuments(store, [
    ['id_front', input.id_front],
    ['selfie', input.selfie],
  ]);
  try {
    return await context.db.transaction().execute(async (db) => {
      const trx = { ...context, db };
      // The user's lock (the one their block and unblock take): of two submissions at once, the
      // second waits and then finds the first one pending.
      await lockRecord(trx, { entity: 'user', id: input.user_id });
      const user = await assertMaySubmit(db, input.user_id);
      const latest = await repo.latestCheckOf(db, input.user_id);
      const resubmissionOf = latest?.status === 'rejected' ? latest.id : null;
      const now = nowIso();
      const id = await repo.insertCheck(db, {
        user_id: user.id,
        full_name: input.full_name ?? `${user.first_name} ${user.last_name}`,
        id_type: input.id_type,
        id_number: input.id_number,
        status: 'pending',
        id_front_path: documents[0]!,
        selfie_path: documents[1]!,
        admin_comment: null,
        submitted_at: now,
        reviewed_at: null,
        reviewed_by: null,
        created_at: now,
        updated_at: now,
        resubmission_of: resubmissionOf,
        api_key_id: context.actor.apiKey.id,
      });
      await recordAudit(trx, {
        action: 'submit',
        entity: ENTITY,
        entityId: id,
        after: { status: 'pending', id_type: input.id_type },
        details: { api_key: context.actor.apiKey.name, resubmission_of: resubmissionOf },
      });
      return (await kycCheckPayload(db, id))!;
    });
  } catch (error) {
    // No documents without their check.
    await removeDocuments(store, documents);
    throw error;
  }
}

/** One check's status and, when rejected, why (its latest rejection). */
export async function showKyc(
  context: Context<KeyActor>,
  { checkId }: { checkId: number },
): Promise<PlatformKycCheck> {
  const check = await kycCheckPayload(context.db, checkId);
  if (!check) throw AppError.notFound(INTEGRATION_MESSAGES.kycNotFound);
  await recordAudit(context, {
    action: 'view',
    entity: ENTITY,
    entityId: check.id,
    details: {
      api_key: context.actor.apiKey.name,
      api_key_id: context.actor.apiKey.id,
      endpoint: 'platform.showKyc',
    },
  });
  return check;
}

/**
 * Stores each image (checked by content, re-encoded without metadata) in the private area;
 * returns their keys there. A refused image (415, 413) names its field, and leaves none of the
 * others stored.
 */
async function storeDocuments(
  store: FileStore,
  files: [field: string, file: UploadedFilePart][],
): Promise<string[]> {
  const target = { store, area: 'private', folder: DOCUMENT_FOLDER } as const;
  const stored: string[] = [];
  try {
    for (const [field, file] of files) {
      const fileName = await storeImage(file.buffer, target).catch((error: unknown) => {
        throw error instanceof AppError && error.statusCode < 500
          ? new AppError(
              error.statusCode,
              `${field}: ${error.message}`,
              error.errors,
              error.headers,
            )
          : error;
      });
      stored.push(`${DOCUMENT_FOLDER}/${fileName}`);
    }
  } catch (error) {
    await removeDocuments(store, stored);
    throw error;
  }
  return stored;
}

async function removeDocuments(store: FileStore, stored: readonly string[]): Promise<void> {
  await Promise.all(stored.map((key) => store.delete('private', key).catch(() => undefined)));
}
