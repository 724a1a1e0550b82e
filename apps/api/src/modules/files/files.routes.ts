import { FILE_MESSAGES, uploadImageBody, uploadImageResponse } from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { defineRoute } from '../../lib/route.js';
import { uploadImage } from './files.service.js';

const tags = ['files'];

export function filesRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/file/upload-image',
      access: 'admin',
      summary:
        'Upload a JPEG, PNG or WebP image (multipart field "image", at most 5 MB and 40 megapixels); it is re-encoded without metadata and served at /img/uploads/{file_name}',
      tags,
      body: uploadImageBody,
      responses: { 200: uploadImageResponse },
      handler: async ({ request, body, admin }) => {
        const fileName = await uploadImage(deps, request, admin.id, body.image);
        return {
          result: true,
          message: FILE_MESSAGES.imageUploaded,
          data: { file_name: fileName },
        };
      },
    }),
  ];
}
