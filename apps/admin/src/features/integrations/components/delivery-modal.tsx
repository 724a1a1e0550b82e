import type { z } from 'zod';
import type { webhookAttempt, webhookDeliveryDetail } from '@job-board/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FormError } from '../../../components/ui/form-error';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../utils/format-date';
import { formatDuration } from '../../../utils/format-duration';
import { useResendDelivery, useWebhookDelivery } from '../api/use-webhook-endpoints';
import { prettyJson } from '../integrations-format';
import { INTEGRATIONS_TEXT } from '../messages';
import { RecordFacts } from '../../../components/ui/record-facts';

type Attempt = z.infer<typeof webhookAttempt>;
type DeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

/** Text kept as the receiver sent it: line breaks and spaces shown, long words wrapped. */
function Verbatim({ text }: { text: string }) {
  return <pre className="font-mono text-xs break-all whitespace-pre-wrap">{text}</pre>;
}

const ATTEMPT_COLUMNS: readonly Column<Attempt>[] = [
  {
    id: 'when',
    header: INTEGRATIONS_TEXT.columnWhen,
    value: (attempt) => attempt.attempted_at,
    render: (attempt) => (
      <time dateTime={attempt.attempted_at}>{formatDateTime(attempt.attempted_at)}</time>
    ),
  },
  {
    id: 'duration',
    header: INTEGRATIONS_TEXT.columnDuration,
    value: (attempt) => formatDuration(attempt.duration_ms),
  },
  {
    id: 'response_status',
    header: INTEGRATIONS_TEXT.columnResponseStatus,
    value: (attempt) => attempt.response_status,
  },
  {
    id: 'excerpt',
    header: INTEGRATIONS_TEXT.columnExcerpt,
    value: (attempt) => attempt.response_excerpt,
    render: (attempt) => <Verbatim text={attempt.response_excerpt ?? ''} />,
    className: 'min-w-48',
  },
  {
    id: 'error',
    header: INTEGRATIONS_TEXT.columnError,
    value: (attempt) => attempt.error,
    render: (attempt) => <span className="text-red-800">{attempt.error}</span>,
  },
];

function DeliveryDetails({ delivery }: { delivery: DeliveryDetail }) {
  const payloadId = useId();
  return (
    <div className="flex flex-col gap-5">
      <RecordFacts
        facts={[
          {
            label: INTEGRATIONS_TEXT.factEventType,
            value: <span className="font-mono">{delivery.event_type}</span>,
          },
          {
            label: INTEGRATIONS_TEXT.factMessageId,
            value: <span className="font-mono break-all">{delivery.message_id}</span>,
          },
          { label: INTEGRATIONS_TEXT.factStatus, value: <StatusBadge status={delivery.status} /> },
          { label: INTEGRATIONS_TEXT.factAttempts, value: String(delivery.attempts) },
          {
            label: INTEGRATIONS_TEXT.factNextAttempt,
            value: delivery.next_attempt_at && formatDateTime(delivery.next_attempt_at),
          },
          {
            label: INTEGRATIONS_TEXT.factDelivered,
            value: delivery.delivered_at && formatDateTime(delivery.delivered_at),
          },
          { label: INTEGRATIONS_TEXT.factCreated, value: formatDateTime(delivery.created_at) },
          { label: INTEGRATIONS_TEXT.factLastError, value: delivery.last_error },
        ]}
      />
      <div role="group" aria-labelledby={payloadId} className="flex flex-col gap-2">
        <h3 id={payloadId} className="text-sm font-semibold text-slate-900">
          {INTEGRATIONS_TEXT.payloadHeading}
        </h3>
        {/* Focusable, so a keyboard can scroll a long payload. */}
        <pre
          tabIndex={0}
          className="max-h-72 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-100"
        >
          {prettyJson(delivery.payload)}
        </pre>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {INTEGRATIONS_TEXT.attemptsHeading}
        </h3>
        <DataTable<Attempt>
          label={INTEGRATIONS_TEXT.attemptsLabel}
          columns={ATTEMPT_COLUMNS}
          rows={delivery.attempt_log}
          rowKey={(attempt) => attempt.id}
          rowLabel={(attempt) => formatDateTime(attempt.attempted_at)}
          emptyMessage={INTEGRATIONS_TEXT.noAttempts}
          className="rounded-md border border-slate-200"
        />
      </div>
    </div>
  );
}

type DeliveryModalProps = {
  id: number;
  /** Ask again while the delivery is pending (its endpoint is active). */
  poll: boolean;
  onClose: () => void;
};

/**
 * One delivery: its facts, the exact payload sent, every attempt (when, how long, the answer or
 * the error), and Resend. The server's refusal (still being tried: 409) is shown as it words it.
 */
export function DeliveryModal({ id, poll, onClose }: DeliveryModalProps) {
  const delivery = useWebhookDelivery(id, poll);
  const resend = useResendDelivery();
  const [outcome, setOutcome] = useState<{ notice: string | null; error: string | null }>({
    notice: null,
    error: null,
  });

  const resendDelivery = async () => {
    setOutcome({ notice: null, error: null });
    try {
      const result = await resend.mutateAsync(id);
      setOutcome({ notice: result.message, error: null });
    } catch (error) {
      setOutcome({ notice: null, error: errorMessage(error, INTEGRATIONS_TEXT.actionFailed) });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      closeOnOutsidePress
      title={
        delivery.data
          ? INTEGRATIONS_TEXT.deliveryTitle(delivery.data.event_type)
          : INTEGRATIONS_TEXT.deliveryLoading
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {INTEGRATIONS_TEXT.close}
          </Button>
          <Button
            onClick={() => void resendDelivery()}
            disabled={resend.isPending || !delivery.data}
            aria-busy={resend.isPending || undefined}
          >
            {INTEGRATIONS_TEXT.resend}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormNotice>{outcome.notice}</FormNotice>
        <FormError>{outcome.error}</FormError>
        <QueryState
          query={delivery}
          loading={<LoadingBlock label={INTEGRATIONS_TEXT.deliveryLoading} className="h-48" />}
          errorFallback={INTEGRATIONS_TEXT.deliveryLoadFailed}
        >
          {(detail) => <DeliveryDetails delivery={detail} />}
        </QueryState>
      </div>
    </Modal>
  );
}
