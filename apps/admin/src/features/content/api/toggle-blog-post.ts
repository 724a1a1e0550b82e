import type { blogPostToggleResponse } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/api-client';
import { contentKeys } from './content-keys';
import type { BlogPostsPage } from './list-blog-posts';

export type ToggleBlogPostResult = z.infer<typeof blogPostToggleResponse>;

/** GET /api/admin/blogposts/toggle-public/{id}: publishes a hidden post or hides a published one. */
export function toggleBlogPost(id: number): Promise<ToggleBlogPostResult> {
  return get<ToggleBlogPostResult>(`/api/admin/blogposts/toggle-public/${id}`);
}

export function useToggleBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBlogPost,
    onSuccess: (result, id) => {
      // The tile shows the answer at once; the reload that follows brings the rest.
      queryClient.setQueriesData<BlogPostsPage>(
        { queryKey: [...contentKeys.blogPosts, 'list'] },
        (page) =>
          page && {
            ...page,
            data: page.data.map((post) =>
              post.id === id ? { ...post, published: result.data.is_published } : post,
            ),
          },
      );
      return queryClient.invalidateQueries({ queryKey: contentKeys.blogPosts });
    },
  });
}
