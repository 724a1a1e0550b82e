import type { WebhookEndpoint } from '@job-board/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteWebhookEndpoint, useSetWebhookPaused } from '../api/use-webhook-endpoints';
import { INTEGRATIONS_TEXT } from '../messages';

/**
 * Pause or resume an endpoint (the server's message as a toast, a refusal as an error toast),
 * and delete one after a confirmation (a refusal shown in the dialog). Render `deleteDialog`.
 */
export function useEndpointActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const setPaused = useSetWebhookPaused();
  const remove = useDeleteWebhookEndpoint();
  // The endpoint stays while the dialog animates closed.
  const [deleting, setDeleting] = useState<{ endpoint: WebhookEndpoint | null; open: boolean }>({
    endpoint: null,
    open: false,
  });

  async function togglePaused(endpoint: WebhookEndpoint) {
    try {
      const result = await setPaused.mutateAsync({
        id: endpoint.id,
        paused: endpoint.status === 'active',
      });
      notifySuccess(result.message);
    } catch (error) {
      notifyError(errorMessage(error, INTEGRATIONS_TEXT.actionFailed));
    }
  }

  const deleteDialog = (
    <ConfirmDialog
      open={deleting.open}
      onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
      name={deleting.endpoint?.url}
      body={INTEGRATIONS_TEXT.confirmDeleteBody}
      onConfirm={async () => {
        if (!deleting.endpoint) return;
        const result = await remove.mutateAsync(deleting.endpoint.id);
        notifySuccess(result.message);
        onDeleted?.();
      }}
    />
  );

  return {
    togglePaused: (endpoint: WebhookEndpoint) => void togglePaused(endpoint),
    isTogglingPaused: setPaused.isPending,
    askDelete: (endpoint: WebhookEndpoint) => setDeleting({ endpoint, open: true }),
    deleteDialog,
  };
}
