import { endpoints, type EndpointInput, type ResponseOf } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey, endpointKey } from '../../../lib/api-query';

type BlogPostsPage = ResponseOf<typeof endpoints.blogPosts.list>;

/** Publishes a hidden post or hides a published one. */
export function useToggleBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof endpoints.blogPosts.togglePublic>) =>
      api(endpoints.blogPosts.togglePublic, input),
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
      return queryClient.invalidateQueries({ queryKey: areaKey('blogPosts') });
    },
  });
}
