import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, endpointKey } from '../../../lib/api-query';
import type { ReferenceEndpoints, ReferenceItem } from '../reference-kind';

/** Every record of one kind, ordered by name (the list comes whole). */
export function useReferenceList<Item>(group: ReferenceEndpoints<Item>) {
  return useQuery({ ...apiQuery(group.list, {}), select: (response) => response.data });
}

/** A change to records of one kind; once it succeeds the kind's list is reloaded (spec §4). */
export function useReferenceMutation<Item, Input, Result>(
  group: ReferenceEndpoints<Item>,
  mutationFn: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(group.list) }),
  });
}

/** Deletes one record (POST with _method DELETE); a record in use is refused with 409. */
export function useDeleteReference<Item extends ReferenceItem>(group: ReferenceEndpoints<Item>) {
  return useReferenceMutation(group, (item: Item) =>
    api(group.delete, { params: { id: item.id } }),
  );
}
