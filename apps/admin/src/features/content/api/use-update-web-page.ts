import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/api-query';

export function useUpdateWebPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof endpoints.webPages.update>) =>
      api(endpoints.webPages.update, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('webPages') }),
  });
}
