import { FILE_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import { uploadImage } from './files.service.js';

export const filesRoutes = [
  defineRoute(endpoints.files.uploadImage).handle(async ({ body, context }) => {
    const fileName = await uploadImage(context, { file: body.image });
    return {
      result: true,
      message: FILE_MESSAGES.imageUploaded,
      data: { file_name: fileName },
    };
  }),
];
