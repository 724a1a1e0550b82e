import type { webPageDeleteResponse } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { del } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type DeleteWebPageResult = z.infer<typeof webPageDeleteResponse>;

/** POST /api/admin/webpages/{id} with _method DELETE and id (spec §7). */
export function deleteWebPage(id: number): Promise<DeleteWebPageResult> {
  return del<DeleteWebPageResult>(`/api/admin/webpages/${id}`, { id });
}

export function useDeleteWebPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebPage,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.webPage(id) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.webPages });
    },
  });
}
