import { endpoints } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

export const useDeleteBlogPost = () =>
  useApiMutation(endpoints.blogPosts.delete, { invalidates: ['blogPosts'] });
