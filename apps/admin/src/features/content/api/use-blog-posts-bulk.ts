import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/api-query';

export type BlogPostsBulkBody = EndpointInput<typeof endpoints.blogPosts.bulk>['body'];

/** Shows, hides or deletes many posts in one call, then reloads the posts. */
export function useBlogPostsBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogPostsBulkBody) => api(endpoints.blogPosts.bulk, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('blogPosts') }),
  });
}
