import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/api-query';

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof endpoints.blogPosts.delete>) =>
      api(endpoints.blogPosts.delete, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('blogPosts') }),
  });
}
