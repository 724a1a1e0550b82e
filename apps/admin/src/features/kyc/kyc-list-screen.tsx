import type { KycDecision, KycRecord } from '@job-board/contract';
import { DEFAULT_KYC_FILTER } from '@job-board/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { DataTable, type Column, type RowActions } from '../../components/ui/data-table';
import { Pagination } from '../../components/ui/pagination';
import { StatusBadge } from '../../components/ui/status-badge';
import { QueryState } from '../../components/ui/query-state';
import { notifyError, notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { useListParams, usePageInRange } from '../../lib/use-list-params';
import { formatDate } from '../../utils/format-date';
import { PageHeader } from '../../components/layout/page-header';
import { useKycVerifications } from './api/use-kyc-verifications';
import { useVerifyKyc } from './api/use-verify-kyc';
import { ApproveDialog, RejectDialog, type Rejection } from './components/kyc-decision-dialogs';
import { KycStatCards } from './components/kyc-stat-cards';
import { KycStatusFilterSelect } from './components/kyc-status-filter';
import { isKycStatusFilter, KYC_LIST_PATH, kycDetailState } from './kyc-list-location';
import { KYC_TEXT } from './messages';

const COLUMNS: readonly Column<KycRecord>[] = [
  { id: 'user', header: KYC_TEXT.columns.user, value: (row) => row.full_name },
  { id: 'id_type', header: KYC_TEXT.columns.idType, value: (row) => row.id_type },
  {
    id: 'status',
    header: KYC_TEXT.columns.status,
    value: (row) => row.status,
    render: (row) => <StatusBadge status={row.status} />,
  },
  {
    id: 'submitted_at',
    header: KYC_TEXT.columns.submittedAt,
    value: (row) => row.submitted_at,
    render: (row) => formatDate(row.submitted_at),
  },
];

/** The verifications as a table with their row menus; its skeleton while `rows` is undefined. */
function KycTable({
  rows,
  actions,
}: {
  rows: readonly KycRecord[] | undefined;
  actions: RowActions<KycRecord>;
}) {
  return (
    <DataTable
      label={KYC_TEXT.tableLabel}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.full_name}
      actions={actions}
      isLoading={rows === undefined}
    />
  );
}

/**
 * The verifications, filtered by status (pending by default) and paged, with the counts by
 * status. Pending rows can be approved or rejected from their menu, after a confirmation (a
 * rejection with its reason).
 */
export function KycListScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useListParams({ filters: { status: DEFAULT_KYC_FILTER } });
  const status = isKycStatusFilter(list.filters.status) ? list.filters.status : DEFAULT_KYC_FILTER;
  const verifications = useKycVerifications(status, list.page);
  const verify = useVerifyKyc();
  const [asked, setAsked] = useState<{ row: KycRecord; decision: KycDecision } | null>(null);

  // After the last row of the last page is approved or rejected, show the new last page.
  usePageInRange(
    list,
    verifications.data?.verifications.meta.last_page,
    verifications.isPlaceholderData,
  );

  /** Saves the decision asked about; the dialog shows a failure too. */
  async function decide(row: KycRecord, decision: KycDecision, rejection?: Rejection) {
    // The comment is left out so a comment saved earlier is kept.
    try {
      await verify.mutateAsync({
        params: { id: row.id },
        body: { status: decision, ...rejection },
      });
      notifySuccess(KYC_TEXT.statusChanged(decision));
    } catch (error) {
      notifyError(errorMessage(error, KYC_TEXT.statusFailed));
      throw error;
    }
  }
  const closeDialog = (open: boolean) => {
    if (!open) setAsked(null);
  };

  const actions: RowActions<KycRecord> = {
    extraItems: (row) => [
      {
        label: KYC_TEXT.view,
        onSelect: () => navigate(`${KYC_LIST_PATH}/${row.id}`, { state: kycDetailState(search) }),
      },
      ...(row.status === 'pending'
        ? [
            {
              label: KYC_TEXT.approve,
              onSelect: () => setAsked({ row, decision: 'approved' }),
              disabled: verify.isPending,
            },
            {
              label: KYC_TEXT.reject,
              onSelect: () => setAsked({ row, decision: 'rejected' }),
              disabled: verify.isPending,
              tone: 'danger' as const,
            },
          ]
        : []),
    ],
  };

  return (
    <>
      <PageHeader title={KYC_TEXT.listTitle} subtitle={KYC_TEXT.listSubtitle} />
      <div className="flex flex-col gap-6">
        <KycStatCards stats={verifications.data?.stats} isLoading={verifications.isPending} />
        <Card bodyClassName="flex flex-col gap-4 p-0">
          <div className="flex flex-wrap items-center justify-end gap-3 px-4 pt-4">
            <KycStatusFilterSelect
              value={status}
              onChange={(value) => list.setFilter('status', value)}
            />
          </div>
          <QueryState
            query={verifications}
            loading={<KycTable rows={undefined} actions={actions} />}
            errorFallback={KYC_TEXT.listLoadFailed}
            isEmpty={(data) => data.verifications.data.length === 0}
            emptyMessage={KYC_TEXT.emptyList(status)}
            className="py-6"
          >
            {({ verifications: page }) => (
              <>
                <KycTable rows={page.data} actions={actions} />
                <Pagination
                  className="px-4 pb-4"
                  label={KYC_TEXT.paginationLabel}
                  previousLabel={KYC_TEXT.previousPage}
                  currentPage={page.meta.current_page}
                  lastPage={page.meta.last_page}
                  onPageChange={list.setPage}
                />
              </>
            )}
          </QueryState>
        </Card>
      </div>
      <ApproveDialog
        open={asked?.decision === 'approved'}
        onOpenChange={closeDialog}
        name={asked?.row.full_name ?? ''}
        onApprove={() => (asked ? decide(asked.row, 'approved') : Promise.resolve())}
      />
      <RejectDialog
        open={asked?.decision === 'rejected'}
        onOpenChange={closeDialog}
        name={asked?.row.full_name ?? ''}
        onReject={(rejection) =>
          asked ? decide(asked.row, 'rejected', rejection) : Promise.resolve()
        }
      />
    </>
  );
}
