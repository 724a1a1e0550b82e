import { endpoints } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

export const useCreateBlogPost = () =>
  useApiMutation(endpoints.blogPosts.create, { invalidates: ['blogPosts'] });
