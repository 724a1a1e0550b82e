import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { HOME_LIST_LENGTH } from '../messages';
import { DASHBOARD_STALE_TIME_MS } from './dashboard-stale-time';

/** The first web pages of the web pages list (in the order they were created). */
export function useWebPages() {
  return useQuery({
    ...apiQuery(endpoints.webPages.list, { query: { page: 1 } }),
    select: (page) => page.data.slice(0, HOME_LIST_LENGTH),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
