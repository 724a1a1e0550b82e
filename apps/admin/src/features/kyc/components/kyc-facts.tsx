import type { KycRecordDetail } from '@job-board/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { usePermission } from '../../../lib/permissions';
import { userRecordPath } from '../../../lib/record-paths';
import { formatDate } from '../../../utils/format-date';
import { KYC_TEXT } from '../messages';
import { reasonText } from './kyc-decision-history';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What is known of a verification, on one or two lines so the documents stay high on the page:
 * its status, ID, submission, last review, why it stands rejected and a link to the user's
 * record (where their other checks and applications are).
 */
export function KycFacts({ record }: { record: KycRecordDetail }) {
  const canOpenUser = usePermission('users.read');
  return (
    <dl
      aria-label={KYC_TEXT.factsLabel}
      className="flex flex-wrap items-start gap-x-8 gap-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <Fact term={KYC_TEXT.status}>
        <StatusBadge status={record.status} />
      </Fact>
      <Fact term={KYC_TEXT.idType}>{record.id_type}</Fact>
      <Fact term={KYC_TEXT.idNumber}>{record.id_number}</Fact>
      <Fact term={KYC_TEXT.submittedAt}>{formatDate(record.submitted_at)}</Fact>
      {record.reviewed_at && (
        <Fact term={KYC_TEXT.reviewed}>
          {formatDate(record.reviewed_at)}
          {record.reviewed_by && ` by ${record.reviewed_by.name}`}
        </Fact>
      )}
      {record.rejection && (
        <Fact term={KYC_TEXT.rejectionReason}>
          {reasonText(record.rejection.reason, record.rejection.reason_text)}
        </Fact>
      )}
      {canOpenUser && (
        <Fact term={KYC_TEXT.user}>
          <Link
            to={userRecordPath(record.user_id)}
            className="font-medium text-teal-700 hover:text-teal-800 hover:underline"
          >
            {KYC_TEXT.userRecord}
          </Link>
        </Fact>
      )}
    </dl>
  );
}
