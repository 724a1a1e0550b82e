import { useRef } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { uploadImage } from '../../../lib/upload-image';
import type { BlogPostFormValues } from '../blog-post-form-schema';
import { CONTENT_TEXT } from '../messages';

/**
 * Uploads the post's featured image and returns its URL. A file uploaded by an earlier attempt
 * whose save failed is not uploaded again. When the upload fails, the reason goes under the
 * image field and the save stops with "The post was not saved because…".
 */
export function useFeaturedImageUpload(setError: UseFormSetError<BlogPostFormValues>) {
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  return async function uploadFeaturedImage(file: File): Promise<string> {
    if (uploaded.current?.file === file) return uploaded.current.url;
    let url: string;
    try {
      url = await uploadImage(file);
    } catch (error) {
      const reason =
        (isApiError(error) ? error.fieldError('image') : undefined) ??
        errorMessage(error, CONTENT_TEXT.imageUploadFailed);
      setError('featured_file', { type: 'server', message: reason });
      throw new Error(CONTENT_TEXT.imageNotUploaded(reason));
    }
    uploaded.current = { file, url };
    return url;
  };
}
