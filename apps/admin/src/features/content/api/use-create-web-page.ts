import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/api-query';

export function useCreateWebPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof endpoints.webPages.create>) =>
      api(endpoints.webPages.create, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('webPages') }),
  });
}
