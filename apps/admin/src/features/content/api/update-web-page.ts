import type { WebPage, WebPageStatus } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type WebPageUpdate = {
  title: string;
  body: string;
  is_published: boolean;
  status: WebPageStatus;
};

/** POST /api/admin/webpages/{id} with _method PUT and title, body, is_published, status. */
export async function updateWebPage(id: number, changes: WebPageUpdate): Promise<WebPage> {
  const response = await put<{ data: WebPage }>(`/api/admin/webpages/${id}`, changes);
  return response.data;
}

export function useUpdateWebPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: WebPageUpdate }) =>
      updateWebPage(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.webPages }),
  });
}
