import type { KycRecord } from '@job-board/contract';
import { Link } from 'react-router';
import type { CellSpecs } from '../../../components/list/list-columns';
import { StatusBadge } from '../../../components/ui/status-badge';
import { userRecordPath } from '../../../lib/record-paths';
import { formatDate } from '../../../utils/format-date';

/**
 * How the KYC list shows its columns (KYC_LIST); the ID type is the row's field. The user's name
 * opens their record (every role that reads KYC checks reads users too: contract permissions.ts),
 * where their other checks and their applications are; the row's View opens the verification.
 */
export const KYC_CELLS: CellSpecs<KycRecord> = {
  full_name: {
    value: (row) => row.full_name,
    render: (row) => (
      <Link
        to={userRecordPath(row.user_id)}
        className="font-medium text-teal-700 hover:text-teal-800 hover:underline"
      >
        {row.full_name}
      </Link>
    ),
  },
  status: { value: (row) => row.status, render: (row) => <StatusBadge status={row.status} /> },
  submitted_at: {
    value: (row) => row.submitted_at,
    render: (row) => formatDate(row.submitted_at),
  },
};
