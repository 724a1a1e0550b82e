import type { blogPostDeleteResponse } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { del } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type DeleteBlogPostResult = z.infer<typeof blogPostDeleteResponse>;

/** POST /api/admin/blogposts/{id} with _method DELETE and id (spec §7). */
export function deleteBlogPost(id: number): Promise<DeleteBlogPostResult> {
  return del<DeleteBlogPostResult>(`/api/admin/blogposts/${id}`, { id });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.blogPosts }),
  });
}
