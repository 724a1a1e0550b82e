import { FILE_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import { uploadImage } from './files.service.js';

export const filesRoutes = [
  defineRoute(endpoints.files.uploadImage).handle(async ({ request, body, admin, context }) => {
    const fileName = await uploadImage(context, request, admin.id, body.image);
    return {
      result: true,
      message: FILE_MESSAGES.imageUploaded,
      data: { file_name: fileName },
    };
  }),
];
