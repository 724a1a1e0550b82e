import { endpoints } from '@job-board/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { queryKeyOf } from '../../../lib/api-query';

export function useDeleteWebPage() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.webPages.delete, {
    // The deleted page's own query is dropped, not reloaded into a "not found".
    onSuccess: (_result, { params }) =>
      queryClient.removeQueries({ queryKey: queryKeyOf(endpoints.webPages.get, { params }) }),
    invalidates: [endpoints.webPages.list],
  });
}
