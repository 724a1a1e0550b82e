import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One page of top performers (4 a page, most published jobs first). */
export function useTopPerformers(
  query: EndpointInput<typeof endpoints.partners.topPerformers>['query'],
) {
  return useQuery({
    ...apiQuery(endpoints.partners.topPerformers, { query }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
