import { KYC_REJECTION_REASON_LABELS, type KycDecisionEntry } from '@job-board/contract';
import { format, parseISO } from 'date-fns';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { KYC_TEXT } from '../messages';

/** A decision's moment to the minute, in local time. */
const when = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy HH:mm');

/** A rejection's reason as chosen, with the words given for it. */
export function reasonText(reason: KycDecisionEntry['reason'], text: string | null): string {
  if (!reason) return '';
  const label = KYC_REJECTION_REASON_LABELS[reason];
  return text ? `${label}: ${text}` : label;
}

const COLUMNS: readonly Column<KycDecisionEntry>[] = [
  {
    id: 'when',
    header: KYC_TEXT.historyColumns.when,
    value: (row) => row.decided_at,
    render: (row) => <time dateTime={row.decided_at}>{when(row.decided_at)}</time>,
  },
  {
    id: 'who',
    header: KYC_TEXT.historyColumns.who,
    value: (row) => row.decided_by?.name ?? KYC_TEXT.removedAdmin,
  },
  {
    id: 'change',
    header: KYC_TEXT.historyColumns.change,
    value: (row) => KYC_TEXT.change(row.from_status, row.to_status),
  },
  {
    id: 'reason',
    header: KYC_TEXT.historyColumns.reason,
    value: (row) => reasonText(row.reason, row.reason_text),
  },
  { id: 'comment', header: KYC_TEXT.historyColumns.comment, value: (row) => row.comment ?? '' },
];

/** Who decided a verification, when, from which status to which, why and with what comment. */
export function KycDecisionHistory({ decisions }: { decisions: readonly KycDecisionEntry[] }) {
  return (
    <Card title={KYC_TEXT.historyTitle} bodyClassName="p-0">
      <DataTable
        label={KYC_TEXT.historyLabel}
        columns={COLUMNS}
        rows={decisions}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          `${KYC_TEXT.change(row.from_status, row.to_status)} ${when(row.decided_at)}`
        }
        emptyMessage={KYC_TEXT.historyEmpty}
      />
    </Card>
  );
}
