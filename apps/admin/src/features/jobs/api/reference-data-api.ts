import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post, put, type ActionResult, type JsonBody } from '../../../lib/api-client';

export type UpdateInput<Body> = { id: number; body: Body };

type ReferenceResource = {
  /** The cache key's name ("skills"). */
  name: string;
  /** The public list, every row ordered by name (GET /api/skills/all). */
  listPath: string;
  /** The admin path for create, and with /{id} for update and delete (spec §7). */
  adminPath: string;
};

/**
 * The calls and hooks of one kind of reference data (categories, skills, job types, post
 * durations): the list, and create, update (POST + _method PUT) and delete (POST + _method
 * DELETE), each of which reloads the list (spec §4).
 */
export function referenceDataApi<Item, CreateBody extends JsonBody, UpdateBody extends JsonBody>({
  name,
  listPath,
  adminPath,
}: ReferenceResource) {
  const queryKey = ['reference-data', name] as const;

  const calls = {
    list: (signal?: AbortSignal) => get<{ data: Item[] }>(listPath, undefined, { signal }),
    create: (body: CreateBody) => post<{ data: Item }>(adminPath, body),
    update: ({ id, body }: UpdateInput<UpdateBody>) =>
      put<{ data: Item }>(`${adminPath}/${id}`, body),
    remove: (id: number) => del<ActionResult>(`${adminPath}/${id}`),
  };

  function useList() {
    return useQuery({
      queryKey,
      queryFn: ({ signal }) => calls.list(signal),
      select: (response) => response.data,
    });
  }

  function useReloadingMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    });
  }

  return {
    queryKey,
    calls,
    useList,
    useReloadingMutation,
    useCreate: () => useReloadingMutation(calls.create),
    useUpdate: () => useReloadingMutation(calls.update),
    useDelete: () => useReloadingMutation(calls.remove),
  };
}
