import {
  INTEGRATION_MESSAGES,
  WEBHOOK_EVENT_DESCRIPTIONS,
  type WebhookEndpoint,
} from '@job-board/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../utils/format-date';
import { useRotateWebhookSecret, useSendTestEvent } from '../api/use-webhook-endpoints';
import { INTEGRATIONS_TEXT } from '../messages';
import { RecordFacts } from '../../../components/ui/record-facts';
import { SecretRevealModal, type RevealedSecret } from './secret-reveal-modal';
import { useEndpointActions } from './use-endpoint-actions';
import { WebhookEndpointFormModal } from './webhook-endpoint-form-modal';
import { EndpointStatus, LastDelivery } from './webhook-endpoints-table';

const INTEGRATIONS_PATH = '/integrations';

function EventsList({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <ul className="flex flex-col gap-1">
      {endpoint.events.map((event) => (
        <li key={event}>
          <span className="font-mono text-xs">{event}</span>
          <span className="text-slate-600"> — {WEBHOOK_EVENT_DESCRIPTIONS[event]}</span>
        </li>
      ))}
    </ul>
  );
}

function pausedNote(endpoint: WebhookEndpoint): string | null {
  if (endpoint.status !== 'paused') return null;
  const since = endpoint.paused_at
    ? INTEGRATIONS_TEXT.pausedSince(formatDateTime(endpoint.paused_at))
    : '';
  return endpoint.paused_reason ? since : `${INTEGRATIONS_TEXT.pausedByOwner} ${since}`.trim();
}

/**
 * An endpoint's settings (URL, description, events, state, secret's start, deliveries) with its
 * actions: send a test event, rotate the secret (the new one shown once), pause or resume, edit
 * and delete.
 */
export function EndpointSettingsCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const navigate = useNavigate();
  const sendTest = useSendTestEvent();
  const rotate = useRotateWebhookSecret();
  const actions = useEndpointActions({ onDeleted: () => void navigate(INTEGRATIONS_PATH) });
  const [editing, setEditing] = useState(false);
  const [editKey, setEditKey] = useState(0);
  const [askRotate, setAskRotate] = useState(false);
  const [secret, setSecret] = useState<RevealedSecret | null>(null);
  const note = pausedNote(endpoint);

  const sendTestEvent = async () => {
    try {
      const result = await sendTest.mutateAsync(endpoint.id);
      notifySuccess(result.message);
    } catch (error) {
      notifyError(errorMessage(error, INTEGRATIONS_TEXT.actionFailed));
    }
  };

  const rotateSecret = async () => {
    const result = await rotate.mutateAsync(endpoint.id);
    setSecret({
      title: INTEGRATIONS_TEXT.rotatedTitle,
      label: INTEGRATIONS_TEXT.secretLabel,
      value: result.data.secret,
      message: INTEGRATION_MESSAGES.secretRotated,
    });
  };

  const buttons = (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void sendTestEvent()}
        busy={sendTest.isPending}
      >
        {INTEGRATIONS_TEXT.sendTest}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAskRotate(true)}>
        {INTEGRATIONS_TEXT.rotateSecret}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => actions.togglePaused(endpoint)}
        busy={actions.isTogglingPaused}
      >
        {endpoint.status === 'active' ? INTEGRATIONS_TEXT.pause : INTEGRATIONS_TEXT.resume}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setEditKey((key) => key + 1);
          setEditing(true);
        }}
      >
        {INTEGRATIONS_TEXT.edit}
      </Button>
      <Button size="sm" variant="danger" onClick={() => actions.askDelete(endpoint)}>
        {INTEGRATIONS_TEXT.delete}
      </Button>
    </div>
  );

  return (
    <Card title={INTEGRATIONS_TEXT.settingsHeading} actions={buttons}>
      <RecordFacts
        facts={[
          {
            label: INTEGRATIONS_TEXT.factUrl,
            value: <span className="break-all">{endpoint.url}</span>,
          },
          { label: INTEGRATIONS_TEXT.factDescription, value: endpoint.description },
          {
            label: INTEGRATIONS_TEXT.factStatus,
            value: (
              <span className="flex flex-col items-start gap-1">
                <EndpointStatus endpoint={endpoint} />
                {note && <span className="text-xs text-slate-600">{note}</span>}
              </span>
            ),
          },
          {
            label: INTEGRATIONS_TEXT.factSecret,
            value: (
              <span className="font-mono text-xs">
                {INTEGRATIONS_TEXT.secretHint(endpoint.secret_hint)}
              </span>
            ),
          },
          { label: INTEGRATIONS_TEXT.factEvents, value: <EventsList endpoint={endpoint} /> },
          {
            label: INTEGRATIONS_TEXT.factLastDelivery,
            value: <LastDelivery endpoint={endpoint} />,
          },
          { label: INTEGRATIONS_TEXT.factPending, value: String(endpoint.pending_deliveries) },
          { label: INTEGRATIONS_TEXT.factCreated, value: formatDateTime(endpoint.created_at) },
          { label: INTEGRATIONS_TEXT.factUpdated, value: formatDateTime(endpoint.updated_at) },
        ]}
      />
      <WebhookEndpointFormModal
        key={editKey}
        open={editing}
        onOpenChange={setEditing}
        endpoint={endpoint}
      />
      <ConfirmDialog
        open={askRotate}
        onOpenChange={setAskRotate}
        title={INTEGRATIONS_TEXT.confirmRotateTitle}
        body={INTEGRATIONS_TEXT.confirmRotateBody}
        confirmLabel={INTEGRATIONS_TEXT.rotate}
        onConfirm={rotateSecret}
      />
      {secret && <SecretRevealModal secret={secret} onClose={() => setSecret(null)} />}
      {actions.deleteDialog}
    </Card>
  );
}
