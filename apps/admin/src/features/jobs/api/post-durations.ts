import type {
  CreatePostDurationBody,
  PostDurationItem,
  UpdatePostDurationBody,
} from '@job-board/contract';
import { referenceDataApi } from './reference-data-api';

/** GET /api/post-durations/all; POST /api/admin/post-durations[/{id}] with name, duration, is_paid. */
export const postDurationsApi = referenceDataApi<
  PostDurationItem,
  CreatePostDurationBody,
  UpdatePostDurationBody
>({
  name: 'post-durations',
  listPath: '/api/post-durations/all',
  adminPath: '/api/admin/post-durations',
});
