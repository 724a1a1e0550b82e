import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';
import type { ReferenceEndpoints, ReferenceItem } from '../reference-kind';

/** Every record of one kind, ordered by name (the list comes whole). */
export function useReferenceList<Item>(group: ReferenceEndpoints<Item>) {
  return useQuery({ ...apiQuery(group.list, {}), select: (response) => response.data });
}

/**
 * A change to records of one kind; once it succeeds the kind's list is reloaded. The
 * kind's form decides the calls (create or update, an image uploaded first).
 */
export function useReferenceMutation<Item, Input, Result>(
  group: ReferenceEndpoints<Item>,
  send: (input: Input) => Promise<Result>,
) {
  return useApiMutation(send, { invalidates: [group.list] });
}

/** Deletes one record (POST with _method DELETE); a record in use is refused with 409. */
export function useDeleteReference<Item extends ReferenceItem>(group: ReferenceEndpoints<Item>) {
  return useApiMutation(group.delete, {
    input: (item: Item) => ({ params: { id: item.id } }),
    invalidates: [group.list],
  });
}
