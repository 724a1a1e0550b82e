import type { WebPage } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/admin/webpages/{id}: the page with its body. */
export async function getWebPage(id: number, signal?: AbortSignal): Promise<WebPage> {
  const response = await get<{ data: WebPage }>(`/api/admin/webpages/${id}`, undefined, {
    signal,
  });
  return response.data;
}

export const webPageQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.webPage(id),
    queryFn: ({ signal }) => getWebPage(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export function useWebPage(id: number) {
  return useQuery(webPageQuery(id));
}
