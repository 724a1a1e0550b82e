import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One page of the audit log, filtered; the current page stays on screen while the next loads. */
export function useAuditLog(query: EndpointInput<typeof endpoints.audit.list>['query']) {
  return useQuery({
    ...apiQuery(endpoints.audit.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The actions, record types and admins the log holds, for the filters. */
export function useAuditFacets() {
  return useQuery({ ...apiQuery(endpoints.audit.facets, {}), staleTime: 60_000 });
}
