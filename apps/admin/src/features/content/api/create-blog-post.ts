import type { BlogPost } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api-client';
import type { BlogPostBody } from './blog-post-body';
import { contentKeys } from './content-keys';

/** POST /api/admin/blogposts with the post fields. */
export async function createBlogPost(fields: BlogPostBody): Promise<BlogPost> {
  const response = await post<{ data: BlogPost }>('/api/admin/blogposts', fields);
  return response.data;
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.blogPosts }),
  });
}
