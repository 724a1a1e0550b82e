import { KYC_REJECTION_REASON_LABELS, type KycDecisionEntry } from '@job-board/contract';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { sortedRows } from '../../../lib/sorted-rows';
import { formatDateTime } from '../../../utils/format-date';
import { KYC_TEXT } from '../messages';

/** A rejection's reason as chosen, with the words given for it. */
export function reasonText(reason: KycDecisionEntry['reason'], text: string | null): string {
  if (!reason) return '';
  const label = KYC_REJECTION_REASON_LABELS[reason];
  return text ? `${label}: ${text}` : label;
}

const whoDecided = (row: KycDecisionEntry) => row.decided_by?.name ?? KYC_TEXT.removedAdmin;
const changeMade = (row: KycDecisionEntry) => KYC_TEXT.change(row.from_status, row.to_status);

/**
 * The history comes whole (at most KYC_DECISIONS_SHOWN decisions), newest first: its headers
 * sort it in the browser, by what each column shows.
 */
const SORT_FIELDS = {
  when: (row: KycDecisionEntry) => row.decided_at,
  who: whoDecided,
  change: changeMade,
};
const SERVER_ORDER = '-when';

const COLUMNS: readonly Column<KycDecisionEntry>[] = [
  {
    id: 'when',
    header: KYC_TEXT.historyColumns.when,
    value: (row) => row.decided_at,
    render: (row) => <time dateTime={row.decided_at}>{formatDateTime(row.decided_at)}</time>,
    sortField: 'when',
  },
  { id: 'who', header: KYC_TEXT.historyColumns.who, value: whoDecided, sortField: 'who' },
  {
    id: 'change',
    header: KYC_TEXT.historyColumns.change,
    value: changeMade,
    sortField: 'change',
  },
  {
    id: 'reason',
    header: KYC_TEXT.historyColumns.reason,
    value: (row) => reasonText(row.reason, row.reason_text),
  },
  { id: 'comment', header: KYC_TEXT.historyColumns.comment, value: (row) => row.comment ?? '' },
];

/**
 * Who decided a verification, when, from which status to which, why and with what comment. The
 * order is kept on the page, not in the URL: a search parameter change would drop the history
 * entry's state (the list Back returns to).
 */
export function KycDecisionHistory({ decisions }: { decisions: readonly KycDecisionEntry[] }) {
  const [sort, setSort] = useState(SERVER_ORDER);
  const rows = sort === SERVER_ORDER ? decisions : sortedRows(decisions, sort, SORT_FIELDS);
  return (
    <Card title={KYC_TEXT.historyTitle} bodyClassName="p-0">
      <DataTable
        label={KYC_TEXT.historyLabel}
        columns={COLUMNS}
        rows={rows}
        sort={{ value: sort, onChange: setSort }}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${changeMade(row)} ${formatDateTime(row.decided_at)}`}
        emptyMessage={KYC_TEXT.historyEmpty}
      />
    </Card>
  );
}
