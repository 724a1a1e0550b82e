import type { BlogPostListItem, Paged } from '@job-board/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type BlogPostsPage = Paged<BlogPostListItem>;

/** GET /api/admin/blogposts?page= (10 per page, newest first). */
export function listBlogPosts(page: number, signal?: AbortSignal): Promise<BlogPostsPage> {
  return get<BlogPostsPage>('/api/admin/blogposts', { page }, { signal });
}

export const blogPostsQuery = (page: number) =>
  queryOptions({
    queryKey: contentKeys.blogPostList(page),
    queryFn: ({ signal }) => listBlogPosts(page, signal),
    placeholderData: keepPreviousData,
  });

export function useBlogPosts(page: number) {
  return useQuery(blogPostsQuery(page));
}
