import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointKey, queryKeyOf } from '../../../lib/api-query';

export function useDeleteWebPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof endpoints.webPages.delete>) =>
      api(endpoints.webPages.delete, input),
    onSuccess: (_result, { params }) => {
      // The deleted page's own query is dropped, not reloaded into a "not found".
      queryClient.removeQueries({ queryKey: queryKeyOf(endpoints.webPages.get, { params }) });
      return queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.webPages.list) });
    },
  });
}
