/**
 * The one way to change something on the server: a TanStack mutation over a contract endpoint,
 * then the reads it changes are loaded again (spec: "the list is reloaded after …"). Keys follow
 * api-query: an endpoint reloads every input of it, an area name every endpoint of the area.
 *
 *   const deleteJob = useApiMutation(endpoints.jobs.delete, {
 *     invalidates: [endpoints.jobs.adminList, endpoints.jobs.list],
 *   });
 *   deleteJob.mutate({ params: { id } });            // typed by the endpoint: params, body, answer
 *
 *   useApiMutation(endpoints.apiKeys.revoke, {
 *     input: (id: number) => ({ params: { id } }),  // the call site's own variables
 *     invalidates: ['apiKeys'],
 *     evenOnFailure: true,                           // the list on screen may be stale
 *   });
 *
 *   useApiMutation(saveSettings, { invalidates: ['settings'] }); // a call that is not one endpoint
 */
import type { Endpoint, EndpointInput, ResponseOf } from '@job-board/contract';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { api } from './api-client';
import { areaKey, endpointKey } from './api-query';
import { authStore } from './auth-store';

/** What a change makes stale: every read of an endpoint, or of an area (`'blogPosts'`). */
export type Invalidation = Endpoint | string;

export type ApiMutationOptions<Variables, Result> = {
  /** Loaded again once the change succeeded, all at once; a function when they follow the input. */
  invalidates?:
    readonly Invalidation[] | ((variables: NoInfer<Variables>) => readonly Invalidation[]);
  /** Re-reads the signed-in admin too (name, picture, second factor); a failure keeps the old. */
  refreshesAdmin?: boolean;
  /** Reloads after a failure too (e.g. 409 "already blocked"): what is on screen may be stale. */
  evenOnFailure?: boolean;
  /**
   * Whether the mutation resolves only once the reloads are done (the default), so a closing form
   * leaves fresh lists behind; false lets the success feedback show at once.
   */
  waitForReload?: boolean;
  /** Runs on success before the reloads, e.g. to show the answer in the cache at once. */
  onSuccess?: (result: NoInfer<Result>, variables: NoInfer<Variables>) => void;
};

/**
 * Calls `endpoint`. The mutation's variables are the endpoint's input (`{ params, query, body }`),
 * or the call site's own, turned into that input by `input` (its parameter's type names them).
 */
export function useApiMutation<E extends Endpoint, Variables = EndpointInput<E>>(
  endpoint: E,
  options?: ApiMutationOptions<Variables, ResponseOf<E>> & {
    input?: (variables: Variables) => EndpointInput<E>;
  },
): UseMutationResult<ResponseOf<E>, Error, Variables>;
/**
 * Runs `send`, for a change that is not one endpoint's call: several calls, an endpoint chosen
 * per call, a browser ceremony, or an answer reshaped for the screen.
 */
export function useApiMutation<Variables, Result>(
  send: (variables: Variables) => Promise<Result>,
  options?: ApiMutationOptions<Variables, Result>,
): UseMutationResult<Result, Error, Variables>;
export function useApiMutation<Variables, Result>(
  target: Endpoint | ((variables: Variables) => Promise<Result>),
  options: ApiMutationOptions<Variables, Result> & {
    input?: (variables: Variables) => EndpointInput<Endpoint>;
  } = {},
): UseMutationResult<Result, Error, Variables> {
  const queryClient = useQueryClient();
  const { invalidates = [], refreshesAdmin, evenOnFailure, waitForReload = true, input } = options;

  // The overloads tie Variables and Result to the endpoint; here it is any endpoint.
  const send =
    typeof target === 'function'
      ? target
      : (variables: Variables): Promise<Result> =>
          api(target, input ? input(variables) : (variables as EndpointInput<Endpoint>)).then(
            (result) => result as Result,
          );

  const reload = (variables: Variables) => {
    const targets = typeof invalidates === 'function' ? invalidates(variables) : invalidates;
    const done = Promise.all([
      ...targets.map((stale) =>
        queryClient.invalidateQueries({
          queryKey: typeof stale === 'string' ? areaKey(stale) : endpointKey(stale),
        }),
      ),
      refreshesAdmin ? authStore.refreshDetails().catch(() => undefined) : undefined,
    ]);
    return waitForReload ? done : undefined;
  };

  return useMutation({
    mutationFn: send,
    onSuccess: async (result, variables) => {
      options.onSuccess?.(result, variables);
      await reload(variables);
    },
    onError: evenOnFailure ? (_error, variables) => reload(variables) : undefined,
  });
}
