import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One page of users, searched and sorted; the current page stays on screen while the next loads. */
export function useUsers(query: EndpointInput<typeof endpoints.users.list>['query']) {
  return useQuery({
    ...apiQuery(endpoints.users.list, { query }),
    placeholderData: keepPreviousData,
  });
}
