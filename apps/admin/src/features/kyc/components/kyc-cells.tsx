import type { KycRecord } from '@job-board/contract';
import type { CellSpecs } from '../../../components/list/list-columns';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../utils/format-date';

/** How the KYC list shows its columns (KYC_LIST); the name and ID type are the row's fields. */
export const KYC_CELLS: CellSpecs<KycRecord> = {
  status: { value: (row) => row.status, render: (row) => <StatusBadge status={row.status} /> },
  submitted_at: {
    value: (row) => row.submitted_at,
    render: (row) => formatDate(row.submitted_at),
  },
};
