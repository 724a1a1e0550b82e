import type { Paged, WebPageListItem } from '@job-board/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type WebPagesPage = Paged<WebPageListItem>;

/** GET /api/admin/webpages?page= (5 per page). */
export function listWebPages(page: number, signal?: AbortSignal): Promise<WebPagesPage> {
  return get<WebPagesPage>('/api/admin/webpages', { page }, { signal });
}

export const webPagesQuery = (page: number) =>
  queryOptions({
    queryKey: contentKeys.webPageList(page),
    queryFn: ({ signal }) => listWebPages(page, signal),
    placeholderData: keepPreviousData,
  });

export function useWebPages(page: number) {
  return useQuery(webPagesQuery(page));
}
