import type { UploadedFilePart } from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { storeImage } from '../../lib/uploads.js';
import { recordAudit } from '../audit/audit.service.js';

/** Checks, re-encodes and stores an uploaded image; returns its new random file name. */
export async function uploadImage(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  file: UploadedFilePart,
): Promise<string> {
  const fileName = await storeImage(file.buffer, deps.config.uploadDir);
  await recordAudit(deps, request, adminId, {
    action: 'upload',
    entity: 'image',
    summary: {
      file_name: fileName,
      original_name: file.filename.slice(0, 200),
      bytes: file.buffer.length,
    },
  });
  return fileName;
}
