import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@job-board/contract';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { SortFilter } from '../../../components/ui/sort-filter';
import { statusLabel } from '../../../components/ui/status-badge';
import { statusColumn, timeAgoColumn } from '../../../components/ui/table-columns';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useWebhookDeliveries } from '../api/use-webhook-endpoints';
import { INTEGRATIONS_TEXT } from '../messages';
import { DeliveryModal } from './delivery-modal';

const STATUS_OPTIONS = DELIVERY_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

const COLUMNS: readonly Column<WebhookDelivery>[] = [
  {
    id: 'event',
    header: INTEGRATIONS_TEXT.columnEvent,
    value: (delivery) => delivery.event_type,
    render: (delivery) => <span className="font-mono text-xs">{delivery.event_type}</span>,
  },
  {
    id: 'message_id',
    header: INTEGRATIONS_TEXT.columnMessageId,
    value: (delivery) => delivery.message_id,
    render: (delivery) => (
      <span className="font-mono text-xs break-all">{delivery.message_id}</span>
    ),
    priority: 'secondary',
  },
  statusColumn(INTEGRATIONS_TEXT.columnStatus),
  {
    id: 'attempts',
    header: INTEGRATIONS_TEXT.columnAttempts,
    value: (delivery) => delivery.attempts,
  },
  {
    id: 'response',
    header: INTEGRATIONS_TEXT.columnResponse,
    value: (delivery) => delivery.last_response_status ?? delivery.last_error,
    render: (delivery) =>
      delivery.last_response_status ?? <span className="text-red-800">{delivery.last_error}</span>,
    priority: 'secondary',
  },
  timeAgoColumn(
    { id: 'next_attempt', header: INTEGRATIONS_TEXT.columnNextAttempt, priority: 'secondary' },
    (delivery) => delivery.next_attempt_at,
  ),
  timeAgoColumn(
    { id: 'created', header: INTEGRATIONS_TEXT.columnCreated },
    (delivery) => delivery.created_at,
  ),
];

/**
 * An endpoint's deliveries, newest first, paged and filtered by status (both in the URL); a row
 * opens the delivery. While the endpoint is sending, the list refreshes every few seconds.
 */
export function DeliveriesCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const list = useListParams({ filters: { status: '' } });
  const status = isDeliveryStatus(list.filters.status) ? list.filters.status : undefined;
  const deliveries = useWebhookDeliveries(endpoint, { page: list.page, status });
  usePageInRange(list, deliveries.data?.meta.last_page, deliveries.isPlaceholderData);
  const [openId, setOpenId] = useState<number | null>(null);
  const isActive = endpoint.status === 'active';
  const isRefreshing =
    isActive &&
    (endpoint.pending_deliveries > 0 ||
      (deliveries.data?.data.some((delivery) => delivery.status === 'pending') ?? false));

  return (
    <Card title={INTEGRATIONS_TEXT.deliveriesHeading} bodyClassName="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SortFilter
          label={INTEGRATIONS_TEXT.statusFilter}
          showLabel
          value={status ?? ''}
          onChange={(value) => list.setFilter('status', value)}
          options={STATUS_OPTIONS}
          emptyOptionLabel={INTEGRATIONS_TEXT.anyStatus}
        />
        {isRefreshing && <p className="text-sm text-slate-600">{INTEGRATIONS_TEXT.refreshing}</p>}
      </div>
      <QueryState
        query={deliveries}
        loading={
          <DataTable<WebhookDelivery>
            label={INTEGRATIONS_TEXT.deliveriesLabel}
            columns={COLUMNS}
            rows={undefined}
            rowKey={(delivery) => delivery.id}
            rowLabel={(delivery) => delivery.message_id}
            isLoading
          />
        }
        errorFallback={INTEGRATIONS_TEXT.deliveriesLoadFailed}
        isEmpty={(page) => page.data.length === 0}
        emptyMessage={
          status ? INTEGRATIONS_TEXT.deliveriesNoMatch : INTEGRATIONS_TEXT.deliveriesEmpty
        }
      >
        {(page) => (
          <>
            <DataTable<WebhookDelivery>
              label={INTEGRATIONS_TEXT.deliveriesLabel}
              columns={COLUMNS}
              rows={page.data}
              rowKey={(delivery) => delivery.id}
              rowLabel={(delivery) => `${delivery.event_type} ${delivery.message_id}`}
              actions={{ onDetails: (delivery) => setOpenId(delivery.id) }}
            />
            <Pagination
              currentPage={page.meta.current_page}
              lastPage={page.meta.last_page}
              onPageChange={list.setPage}
              label={INTEGRATIONS_TEXT.deliveriesPages}
            />
          </>
        )}
      </QueryState>
      {openId !== null && (
        <DeliveryModal id={openId} poll={isActive} onClose={() => setOpenId(null)} />
      )}
    </Card>
  );
}
