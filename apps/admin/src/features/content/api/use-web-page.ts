import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One web page with its body. */
export function useWebPage(id: number) {
  return useQuery({
    ...apiQuery(endpoints.webPages.get, { params: { id } }),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });
}
