import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * One page of the web pages list, in creation order or sorted by title; the current page stays
 * on screen while the next loads.
 */
export function useWebPages(query: EndpointInput<typeof endpoints.webPages.list>['query']) {
  return useQuery({
    ...apiQuery(endpoints.webPages.list, { query }),
    placeholderData: keepPreviousData,
  });
}
