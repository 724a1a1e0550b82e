import type { WebhookEndpoint } from '@job-board/contract';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TimeAgo } from '../../../components/ui/time-ago';
import { eventsSummary } from '../integrations-format';
import { INTEGRATIONS_TEXT } from '../messages';

export const endpointPath = (endpoint: Pick<WebhookEndpoint, 'id'>) =>
  `/integrations/webhooks/${endpoint.id}`;

/** Active or Paused, and why when it was paused automatically. */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge status={endpoint.status} />
      {endpoint.status === 'paused' && endpoint.paused_reason && (
        <span className="max-w-72 text-xs text-red-800">{endpoint.paused_reason}</span>
      )}
    </span>
  );
}

/** The last delivery's outcome and when, or "Never". */
export function LastDelivery({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.last_delivery_status) {
    return <span className="text-slate-500">{INTEGRATIONS_TEXT.never}</span>;
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge status={endpoint.last_delivery_status} />
      {endpoint.last_delivery_at && (
        <span className="text-xs text-slate-600">
          <TimeAgo value={endpoint.last_delivery_at} />
        </span>
      )}
    </span>
  );
}

const COLUMNS: readonly Column<WebhookEndpoint>[] = [
  {
    id: 'url',
    header: INTEGRATIONS_TEXT.columnUrl,
    value: (endpoint) => endpoint.url,
    render: (endpoint) => (
      <Link
        to={endpointPath(endpoint)}
        className="font-medium break-all text-teal-700 hover:text-teal-800 hover:underline"
      >
        {endpoint.url}
      </Link>
    ),
  },
  {
    id: 'description',
    header: INTEGRATIONS_TEXT.columnDescription,
    value: (endpoint) => endpoint.description,
    priority: 'secondary',
  },
  {
    id: 'events',
    header: INTEGRATIONS_TEXT.columnEvents,
    value: (endpoint) => eventsSummary(endpoint.events),
    render: (endpoint) => <span>{eventsSummary(endpoint.events)}</span>,
    priority: 'secondary',
  },
  {
    id: 'status',
    header: INTEGRATIONS_TEXT.columnStatus,
    value: (endpoint) => endpoint.status,
    render: (endpoint) => <EndpointStatus endpoint={endpoint} />,
  },
  {
    id: 'last_delivery',
    header: INTEGRATIONS_TEXT.columnLastDelivery,
    value: (endpoint) => endpoint.last_delivery_status ?? INTEGRATIONS_TEXT.never,
    render: (endpoint) => <LastDelivery endpoint={endpoint} />,
    priority: 'secondary',
  },
  {
    id: 'pending',
    header: INTEGRATIONS_TEXT.columnPending,
    value: (endpoint) => endpoint.pending_deliveries,
  },
];

/** The row menu's items: Details (opens the endpoint), Edit, Pause or Resume, Delete. */
export type EndpointRowActions = {
  onDetails: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onTogglePaused: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
};

const TABLE = {
  label: INTEGRATIONS_TEXT.endpointsLabel,
  rowKey: (endpoint: WebhookEndpoint) => endpoint.id,
  rowLabel: (endpoint: WebhookEndpoint) => endpoint.url,
} as const;

export function WebhookEndpointsTableSkeleton() {
  return <DataTable<WebhookEndpoint> {...TABLE} columns={COLUMNS} rows={undefined} isLoading />;
}

/**
 * The endpoints: URL (opens the endpoint), description, events, status (with the reason of an
 * automatic pause), last delivery and pending deliveries; each row's menu opens, edits, pauses
 * or resumes, and deletes.
 */
export function WebhookEndpointsTable({
  endpoints,
  actions,
}: {
  endpoints: readonly WebhookEndpoint[];
  actions: EndpointRowActions;
}) {
  const { onTogglePaused, ...rowActions } = actions;
  const pauseItem = (endpoint: WebhookEndpoint): RowMenuItem[] => [
    {
      label: endpoint.status === 'active' ? INTEGRATIONS_TEXT.pause : INTEGRATIONS_TEXT.resume,
      onSelect: () => onTogglePaused(endpoint),
    },
  ];
  return (
    <DataTable<WebhookEndpoint>
      {...TABLE}
      columns={COLUMNS}
      rows={endpoints}
      actions={{ ...rowActions, extraItems: pauseItem }}
    />
  );
}
