import type { UploadedFilePart } from '@job-board/contract';
import { recordAudit } from '../../lib/audit.js';
import type { Context } from '../../lib/context.js';
import { fileStoreOf } from '../../lib/storage/index.js';
import { storeImage } from '../../lib/uploads.js';

/** Checks, re-encodes and stores an uploaded image; returns its new random file name. */
export async function uploadImage(
  context: Context,
  { file }: { file: UploadedFilePart },
): Promise<string> {
  const store = fileStoreOf(context);
  const fileName = await storeImage(file.buffer, { store, area: 'public' });
  try {
    await recordAudit(context, {
      action: 'upload',
      entity: 'image',
      details: {
        file_name: fileName,
        original_name: file.filename.slice(0, 200),
        bytes: file.buffer.length,
      },
    });
  } catch (error) {
    // No upload without its audit row: the file nobody can know about goes too.
    await store.delete('public', fileName).catch(() => undefined);
    throw error;
  }
  return fileName;
}
