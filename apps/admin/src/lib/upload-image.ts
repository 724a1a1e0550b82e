import type { UploadImageResponse } from '@job-board/contract';
import { upload } from './api-client';

/**
 * Uploads an image (POST /api/file/upload-image, field `image`) and returns the URL the record
 * stores: this site's origin plus /img/uploads/{file_name} (spec §7).
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const response = await upload<UploadImageResponse>('/api/file/upload-image', form);
  return `${window.location.origin}/img/uploads/${response.data.file_name}`;
}
