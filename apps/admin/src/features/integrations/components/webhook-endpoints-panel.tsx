import type { WebhookEndpoint } from '@job-board/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useWebhookEndpoints } from '../api/use-webhook-endpoints';
import { INTEGRATIONS_TEXT } from '../messages';
import { SecretRevealModal, type RevealedSecret } from './secret-reveal-modal';
import { useEndpointActions } from './use-endpoint-actions';
import { WebhookEndpointFormModal } from './webhook-endpoint-form-modal';
import {
  endpointPath,
  WebhookEndpointsTable,
  WebhookEndpointsTableSkeleton,
} from './webhook-endpoints-table';

/**
 * The webhook endpoints: add one (its signing secret is then shown once), open, edit, pause or
 * resume, delete.
 */
export function WebhookEndpointsPanel() {
  const navigate = useNavigate();
  const endpoints = useWebhookEndpoints();
  const dialog = useFormDialog<WebhookEndpoint>();
  const [secret, setSecret] = useState<RevealedSecret | null>(null);
  const actions = useEndpointActions();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{INTEGRATIONS_TEXT.endpointsIntro}</p>
        <Button onClick={dialog.openCreate}>{INTEGRATIONS_TEXT.addEndpoint}</Button>
      </div>
      <QueryState
        query={endpoints}
        loading={<WebhookEndpointsTableSkeleton />}
        errorFallback={INTEGRATIONS_TEXT.endpointsLoadFailed}
        isEmpty={(list) => list.length === 0}
        emptyMessage={INTEGRATIONS_TEXT.endpointsEmpty}
      >
        {(list) => (
          <WebhookEndpointsTable
            endpoints={list}
            actions={{
              onDetails: (endpoint) => void navigate(endpointPath(endpoint)),
              onEdit: dialog.openEdit,
              onTogglePaused: actions.togglePaused,
              onDelete: actions.askDelete,
            }}
          />
        )}
      </QueryState>
      <WebhookEndpointFormModal
        key={dialog.key}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        endpoint={dialog.item}
        onCreated={setSecret}
      />
      {secret && <SecretRevealModal secret={secret} onClose={() => setSecret(null)} />}
      {actions.deleteDialog}
    </div>
  );
}
