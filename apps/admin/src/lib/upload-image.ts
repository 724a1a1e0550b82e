import { endpoints, IMAGE_UPLOAD_LIMITS } from '@job-board/contract';
import { api } from './api-client';

/**
 * Uploads an image (multipart field `image`) and returns the URL the record stores: this site's
 * origin plus /img/uploads/{file_name}.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append(IMAGE_UPLOAD_LIMITS.field, file);
  const response = await api(endpoints.files.uploadImage, { body });
  return `${window.location.origin}/img/uploads/${response.data.file_name}`;
}
