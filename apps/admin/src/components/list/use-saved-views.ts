/**
 * The saved views of a list (contract: saved-views.ts): the signed-in admin's own and those
 * shared with them, and the changes the saved-views menu makes. A list screen that opens with no
 * query parameters applies the admin's default view with `useOpenWithDefaultView`.
 */
import {
  LIST_READ_PERMISSION,
  endpoints,
  type SavedView,
  type ListName,
} from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiMutation } from '../../lib/api-mutation';
import { apiQuery } from '../../lib/api-query';

/** Whether `list` names a list of the contract (LIST_NAMES): only those have saved views. */
export const isListName = (list: string): list is ListName =>
  Object.hasOwn(LIST_READ_PERMISSION, list);

/** The views of `list`; not read at all for a list views cannot be saved for. */
export function useSavedViews(list: string) {
  return useQuery({
    ...apiQuery(endpoints.savedViews.list, { query: { list: list as ListName } }),
    enabled: isListName(list),
  });
}

/**
 * The state (query string) of the admin's default view of `list`: null when there is none,
 * undefined while it is being read (or could not be read).
 */
export function useDefaultView(list: string): string | null | undefined {
  const views = useSavedViews(list);
  if (!isListName(list)) return null;
  if (!views.data) return undefined;
  return views.data.data.find((view) => view.is_default)?.state ?? null;
}

/**
 * Opens the list with the admin's default view when it was opened without any of its own
 * parameters (`listState`, the list's part of the URL, is empty): `apply` puts the view in the
 * URL once, on arrival, replacing the history entry; clearing every filter afterwards does not
 * bring the default back. A list sharing its screen with others (a URL prefix) gets its own
 * default whatever the other lists' parameters are.
 */
export function useOpenWithDefaultView(
  list: string,
  listState: string,
  apply: (state: string, options: { replace: boolean }) => void,
): void {
  const defaultState = useDefaultView(list);
  const arrivedBare = useRef(listState === '');
  useEffect(() => {
    if (!arrivedBare.current || defaultState === undefined) return;
    arrivedBare.current = false;
    if (defaultState && listState === '') apply(defaultState, { replace: true });
  }, [apply, defaultState, listState]);
}

const CHANGED = { invalidates: [endpoints.savedViews.list] };

export const useCreateSavedView = () => useApiMutation(endpoints.savedViews.create, CHANGED);

export const useUpdateSavedView = () =>
  useApiMutation(endpoints.savedViews.update, {
    input: ({ id, ...body }: { id: number; name?: string; state?: string; shared?: boolean }) => ({
      params: { id },
      body,
    }),
    ...CHANGED,
  });

export const useDeleteSavedView = () =>
  useApiMutation(endpoints.savedViews.delete, {
    input: (view: SavedView) => ({ params: { id: view.id } }),
    ...CHANGED,
  });

export const useMakeDefaultView = () =>
  useApiMutation(endpoints.savedViews.makeDefault, {
    input: (view: SavedView) => ({ params: { id: view.id } }),
    ...CHANGED,
  });

export const useClearDefaultView = () =>
  useApiMutation(endpoints.savedViews.clearDefault, {
    input: (list: ListName) => ({ query: { list } }),
    ...CHANGED,
  });
