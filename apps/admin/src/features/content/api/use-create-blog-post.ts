import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/api-query';

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof endpoints.blogPosts.create>) =>
      api(endpoints.blogPosts.create, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('blogPosts') }),
  });
}
