import { endpoints } from '@job-board/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import { pagedBody } from '../testing/paged-body';
import { apiQuery, areaKey, endpointKey, queryKeyOf } from './api-query';

const insights = {
  jobs: { total: 1, this_week: 1, change_diff: 0 },
  applicants: { total: 1, selected_candidates: 0, change_diff: 0 },
  partner: { total: 1, new_partners: 0, change_diff: 0 },
};

const secondPage = { query: { page: 2 } };

describe('apiQuery', () => {
  it("loads the endpoint's answer for its input, under the endpoint's key and that input", async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([], 2, 3) } });
    const client = new QueryClient();

    await expect(client.fetchQuery(apiQuery(endpoints.users.list, secondPage))).resolves.toEqual(
      pagedBody([], 2, 3),
    );

    expect(server.callsTo('users.list')[0]?.query.get('page')).toBe('2');
    expect(queryKeyOf(endpoints.users.list, secondPage)).toEqual(['users', 'list', secondPage]);
    expect(client.getQueryData(['users', 'list', secondPage])).toEqual(pagedBody([], 2, 3));
  });

  it('aborts the request when the query is cancelled', async () => {
    const requests: RequestInit[] = [];
    // A request that never answers, so only the cancellation can end it.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      requests.push(init);
      return new Promise<Response>(() => undefined);
    });
    const client = new QueryClient();
    const query = apiQuery(endpoints.dashboard.insights, {});

    void client.fetchQuery(query).catch(() => undefined);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await client.cancelQueries({ queryKey: query.queryKey });

    expect(requests[0]?.signal?.aborted).toBe(true);
  });
});

describe('invalidation', () => {
  async function loadedClient() {
    mockFetch({
      'users.list': { body: pagedBody([]) },
      'dashboard.insights': { body: { result: true, data: insights } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await client.fetchQuery(apiQuery(endpoints.users.list, {}));
    await client.fetchQuery(apiQuery(endpoints.users.list, secondPage));
    await client.fetchQuery(apiQuery(endpoints.dashboard.insights, {}));
    const isInvalidated = (key: readonly unknown[]) =>
      client.getQueryState(key)?.isInvalidated ?? false;
    const invalidated = () => ({
      firstPage: isInvalidated(queryKeyOf(endpoints.users.list, {})),
      secondPage: isInvalidated(queryKeyOf(endpoints.users.list, secondPage)),
      insights: isInvalidated(queryKeyOf(endpoints.dashboard.insights, {})),
    });
    return { client, invalidated };
  }

  it('by endpointKey reaches every input of that endpoint and nothing else', async () => {
    const { client, invalidated } = await loadedClient();
    await client.invalidateQueries({ queryKey: endpointKey(endpoints.users.list) });
    expect(invalidated()).toEqual({ firstPage: true, secondPage: true, insights: false });
  });

  it('by areaKey reaches every endpoint of that area and nothing else', async () => {
    const { client, invalidated } = await loadedClient();
    await client.invalidateQueries({ queryKey: areaKey('dashboard') });
    expect(invalidated()).toEqual({ firstPage: false, secondPage: false, insights: true });
  });
});
