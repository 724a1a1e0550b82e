/**
 * TanStack Query over the contract's endpoints: one key per endpoint and input, so a screen never
 * writes a key by hand, and a change invalidates everything one endpoint (or a whole area) shows.
 *
 *   useQuery(apiQuery(endpoints.users.list, { query: { page: 2 } }));
 *   queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.users.list) });
 *   queryClient.invalidateQueries({ queryKey: areaKey('users') });
 */
import type { Endpoint, EndpointInput, ResponseOf } from '@job-board/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** `users.list` → ['users', 'list']: every query of one endpoint. */
export const endpointKey = (endpoint: Endpoint) => endpoint.name.split('.');

/** ['users']: every query of one area. */
export const areaKey = (area: string) => [area];

/** The key of one call: the endpoint's key plus its input. */
export const queryKeyOf = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => [
  ...endpointKey(endpoint),
  input,
];

/** The query of one GET endpoint with one input. */
export function apiQuery<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  return queryOptions<ResponseOf<E>>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) => api(endpoint, input, { signal }),
  });
}
