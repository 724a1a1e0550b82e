import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One page of partners (10 a page), searched and sorted; the previous page stays while paging. */
export function usePartners(query: EndpointInput<typeof endpoints.partners.list>['query']) {
  return useQuery({
    ...apiQuery(endpoints.partners.list, { query }),
    placeholderData: keepPreviousData,
  });
}
