import { endpoints } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * One page of the web pages list, in creation order or sorted by title (`title` / `-title`); the
 * current page stays on screen while the next loads.
 */
export function useWebPages(page: number, sort: string) {
  return useQuery({
    ...apiQuery(endpoints.webPages.list, { query: { page, ...(sort ? { sort } : {}) } }),
    placeholderData: keepPreviousData,
  });
}
