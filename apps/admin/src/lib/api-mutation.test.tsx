import { endpoints, type EndpointInput, type ResponseOf, type Role } from '@job-board/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import { pagedBody } from '../testing/paged-body';
import { ApiError } from './api-error';
import { useApiMutation, type ApiMutationOptions } from './api-mutation';
import { apiQuery, queryKeyOf } from './api-query';
import { authStore } from './auth-store';

const insights = {
  jobs: { total: 1, this_week: 1, change_diff: 0 },
  applicants: { total: 1, selected_candidates: 0, change_diff: 0 },
  partner: { total: 1, new_partners: 0, change_diff: 0 },
};

const blocked = { result: true as const, message: 'The user was blocked.', data: null };

/** A client holding a users list, a second page of it and the dashboard's insights. */
async function loadedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  await client.fetchQuery(apiQuery(endpoints.users.list, {}));
  await client.fetchQuery(apiQuery(endpoints.users.list, { query: { page: 2 } }));
  await client.fetchQuery(apiQuery(endpoints.dashboard.insights, {}));
  const isInvalidated = (key: readonly unknown[]) =>
    client.getQueryState(key)?.isInvalidated ?? false;
  const invalidated = () => ({
    users: isInvalidated(queryKeyOf(endpoints.users.list, {})),
    usersPage2: isInvalidated(queryKeyOf(endpoints.users.list, { query: { page: 2 } })),
    insights: isInvalidated(queryKeyOf(endpoints.dashboard.insights, {})),
  });
  return { client, invalidated };
}

function renderMutation<T>(client: QueryClient, useTheMutation: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(useTheMutation, { wrapper }).result;
}

function serve(block: NonNullable<Parameters<typeof mockFetch>[0]>['users.block']) {
  return mockFetch({
    'users.list': { body: pagedBody([]) },
    'dashboard.insights': { body: { result: true, data: insights } },
    'users.block': block,
  });
}

describe('useApiMutation', () => {
  it('calls the endpoint with its input, answers its response, then invalidates what it names', async () => {
    const server = serve({ body: blocked });
    const { client, invalidated } = await loadedClient();
    const result = renderMutation(client, () =>
      useApiMutation(endpoints.users.block, { invalidates: [endpoints.users.list] }),
    );

    let answer: ResponseOf<typeof endpoints.users.block> | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync({ params: { id: 7 } });
    });

    expect(answer).toEqual(blocked);
    expect(server.callsTo('users.block')[0]?.path).toBe('/api/user/block/7');
    // Every input of the endpoint named, nothing else; done once the mutation resolves.
    expect(invalidated()).toEqual({ users: true, usersPage2: true, insights: false });
  });

  it('invalidates an area by its name', async () => {
    serve({ body: blocked });
    const { client, invalidated } = await loadedClient();
    const result = renderMutation(client, () =>
      useApiMutation(endpoints.users.block, { invalidates: ['dashboard'] }),
    );

    await act(() => result.current.mutateAsync({ params: { id: 7 } }));

    expect(invalidated()).toEqual({ users: false, usersPage2: false, insights: true });
  });

  it('invalidates nothing after a failure, and rejects with the ApiError', async () => {
    serve({ status: 409, body: { result: false, message: 'Already blocked.' } });
    const { client, invalidated } = await loadedClient();
    const onSuccess = vi.fn();
    const result = renderMutation(client, () =>
      useApiMutation(endpoints.users.block, { invalidates: [endpoints.users.list], onSuccess }),
    );

    await act(() =>
      expect(result.current.mutateAsync({ params: { id: 7 } })).rejects.toEqual(
        expect.objectContaining({ status: 409, message: 'Already blocked.' }),
      ),
    );

    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(invalidated()).toEqual({ users: false, usersPage2: false, insights: false });
  });

  it('invalidates after a failure too when asked (what is on screen may be stale)', async () => {
    serve({ status: 409, body: { result: false, message: 'Already blocked.' } });
    const { client, invalidated } = await loadedClient();
    const result = renderMutation(client, () =>
      useApiMutation(endpoints.users.block, {
        invalidates: [endpoints.users.list],
        evenOnFailure: true,
      }),
    );

    await act(() => result.current.mutateAsync({ params: { id: 7 } }).catch(() => undefined));

    expect(invalidated()).toEqual({ users: true, usersPage2: true, insights: false });
  });

  it("builds the endpoint's input from the call site's variables, and runs onSuccess first", async () => {
    const server = serve({ body: blocked });
    const { client, invalidated } = await loadedClient();
    const seen: boolean[] = [];
    const result = renderMutation(client, () =>
      useApiMutation(endpoints.users.block, {
        input: (id: number) => ({ params: { id } }),
        invalidates: (id) => (id > 5 ? [endpoints.users.list] : []),
        onSuccess: (answer, id) => {
          expect([answer, id]).toEqual([blocked, 9]);
          seen.push(invalidated().users);
        },
      }),
    );

    await act(() => result.current.mutateAsync(9));

    expect(server.callsTo('users.block')[0]?.path).toBe('/api/user/block/9');
    expect(seen).toEqual([false]);
    expect(invalidated().users).toBe(true);
  });

  it('runs a call that is not one endpoint, and re-reads the signed-in admin when asked', async () => {
    serve({ body: blocked });
    const refresh = vi.spyOn(authStore, 'refreshDetails').mockResolvedValue(undefined);
    const { client } = await loadedClient();
    const send = vi.fn((names: string[]) => Promise.resolve(names.length));
    const result = renderMutation(client, () => useApiMutation(send, { refreshesAdmin: true }));

    let count: number | undefined;
    await act(async () => {
      count = await result.current.mutateAsync(['a', 'b']);
    });

    expect(count).toBe(2);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('types the variables and the answer from the contract', () => {
    type ChangeRole = ReturnType<typeof useApiMutation<typeof endpoints.admins.changeRole>>;
    expectTypeOf<Parameters<ChangeRole['mutate']>[0]>().toEqualTypeOf<
      EndpointInput<typeof endpoints.admins.changeRole>
    >();
    expectTypeOf<Parameters<ChangeRole['mutate']>[0]>().toExtend<{ body: { role: Role } }>();
    expectTypeOf<ChangeRole['data']>().toEqualTypeOf<
      ResponseOf<typeof endpoints.admins.changeRole> | undefined
    >();
    expectTypeOf<
      ApiMutationOptions<EndpointInput<typeof endpoints.admins.changeRole>, unknown>['invalidates']
    >().not.toBeAny();
    // An input the endpoint does not take is refused.
    // @ts-expect-error `role` belongs in the body
    expectTypeOf<ChangeRole['mutate']>().toBeCallableWith({ params: { id: 2 }, role: 'support' });
  });
});
