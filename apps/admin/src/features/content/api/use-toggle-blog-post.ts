import { endpoints, type ResponseOf } from '@job-board/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { endpointKey } from '../../../lib/api-query';

type BlogPostsPage = ResponseOf<typeof endpoints.blogPosts.list>;

/** Publishes a hidden post or hides a published one. */
export function useToggleBlogPost() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.blogPosts.togglePublic, {
    onSuccess: ({ data: toggled }) => {
      // The tile shows the answer at once; the reload that follows brings the rest.
      queryClient.setQueriesData<BlogPostsPage>(
        { queryKey: endpointKey(endpoints.blogPosts.list) },
        (page) =>
          page && {
            ...page,
            data: page.data.map((post) =>
              post.id === toggled.id ? { ...post, published: toggled.is_published } : post,
            ),
          },
      );
    },
    invalidates: ['blogPosts'],
  });
}
