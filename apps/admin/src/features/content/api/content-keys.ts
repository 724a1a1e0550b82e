/** Query keys of the content area; invalidating a prefix reloads every list and record under it. */
export const contentKeys = {
  webPages: ['content', 'web-pages'] as const,
  webPageList: (page: number) => [...contentKeys.webPages, 'list', page] as const,
  webPage: (id: number) => [...contentKeys.webPages, 'detail', id] as const,
  blogPosts: ['content', 'blog-posts'] as const,
  blogPostList: (page: number) => [...contentKeys.blogPosts, 'list', page] as const,
  blogPost: (id: string) => [...contentKeys.blogPosts, 'detail', id] as const,
};
