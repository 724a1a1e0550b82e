import { endpoints } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

export const useUpdateBlogPost = () =>
  useApiMutation(endpoints.blogPosts.update, { invalidates: ['blogPosts'] });
