import type { BlogPost } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../../../lib/api-client';
import type { BlogPostBody } from './blog-post-body';
import { contentKeys } from './content-keys';

/** POST /api/admin/blogposts/{id} with _method PUT and the post fields. */
export async function updateBlogPost(id: number, fields: BlogPostBody): Promise<BlogPost> {
  const response = await put<{ data: BlogPost }>(`/api/admin/blogposts/${id}`, fields);
  return response.data;
}

export function useUpdateBlogPost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: BlogPostBody) => updateBlogPost(id, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.blogPosts }),
  });
}
