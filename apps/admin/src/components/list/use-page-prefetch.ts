import type { Endpoint, EndpointInput } from '@job-board/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQuery } from '../../lib/api-query';

type PageQuery<E extends Endpoint> = EndpointInput<E> extends { query?: infer Q } ? Q : never;

/**
 * Loads a page of a list ahead, into the cache the list's own query reads (same endpoint, same
 * query), so going there draws it at once: ListView calls it when the admin points at a page's
 * button.
 */
export function usePagePrefetch<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useCallback(
    (query: PageQuery<E>) => {
      void queryClient.prefetchQuery(apiQuery(endpoint, { query } as EndpointInput<E>));
    },
    [endpoint, queryClient],
  );
}
