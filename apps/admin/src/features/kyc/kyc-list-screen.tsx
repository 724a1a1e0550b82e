import {
  DEFAULT_KYC_FILTER,
  endpoints,
  KYC_LIST,
  type KycBulkAction,
  type KycDecision,
  type KycRecord,
} from '@job-board/contract';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ListView, type ListBulk } from '../../components/list/list-view';
import { useListView } from '../../components/list/use-list-view';
import { Card } from '../../components/ui/card';
import type { RowActions } from '../../components/ui/data-table';
import { notifyError, notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { usePermission } from '../../lib/permissions';
import { useUndo } from '../../lib/use-undo';
import { useKycBulk } from './api/use-kyc-bulk';
import { useKycVerifications } from './api/use-kyc-verifications';
import { useVerifyKyc } from './api/use-verify-kyc';
import { KycBulkDialog, type KycBulkDetails } from './components/kyc-bulk-dialog';
import { KYC_CELLS } from './components/kyc-cells';
import { ApproveDialog, RejectDialog, type Rejection } from './components/kyc-decision-dialogs';
import { KycStatCards } from './components/kyc-stat-cards';
import { isKycStatusFilter, KYC_LIST_PATH, kycDetailState } from './kyc-list-location';
import { KYC_TEXT } from './messages';

/**
 * The verifications (KYC_LIST), searched by full name and filtered by status (pending by
 * default), ID type and submission days, sorted, paged, with the counts by status. Pending rows
 * can be approved or rejected from their menu, after a confirmation (a rejection with its
 * reason); a selection can be approved or rejected at once (one comment and reason for all);
 * the filtered list can be exported as CSV.
 */
export function KycListScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const view = useListView(KYC_LIST);
  const verifications = useKycVerifications(view.query);
  const status = isKycStatusFilter(view.filters.status) ? view.filters.status : DEFAULT_KYC_FILTER;
  const narrowed = Boolean(
    view.search || view.filters.id_type || view.filters.submitted_from || view.filters.submitted_to,
  );
  const verify = useVerifyKyc();
  const undo = useUndo();
  const [asked, setAsked] = useState<{ row: KycRecord; decision: KycDecision } | null>(null);
  // Opening a record (its documents) and deciding it; the list and its figures are kyc.read.
  const canReview = usePermission('kyc.review');
  const bulk = useKycBulk();
  /** The comment and reason of the bulk decision being confirmed (set as it is confirmed). */
  const bulkDetails = useRef<KycBulkDetails>({});

  const bulkActions: ListBulk<KycBulkAction, typeof KYC_LIST.filters> = {
    run: (action, target) => bulk.mutateAsync({ action, ...bulkDetails.current, ...target }),
    // A bulk decision is undone as one (the audit log's bulk revert).
    undoable: true,
    renderConfirm: ({ action, count, onOpenChange, onConfirm }) => (
      <KycBulkDialog
        key={action ?? 'closed'}
        action={action}
        count={count}
        onOpenChange={onOpenChange}
        onConfirm={(details) => {
          bulkDetails.current = details;
          return onConfirm();
        }}
      />
    ),
  };

  /** Saves the decision asked about; the dialog shows a failure too. */
  async function decide(row: KycRecord, decision: KycDecision, rejection?: Rejection) {
    // The comment is left out so a comment saved earlier is kept.
    try {
      const answer = await verify.mutateAsync({
        params: { id: row.id },
        body: { status: decision, ...rejection },
      });
      notifySuccess(KYC_TEXT.statusChanged(decision), { action: undo(answer) });
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
        <Card bodyClassName="p-4">
          <ListView
            view={view}
            data={{
              data: verifications.data?.verifications,
              error: verifications.error,
              isPending: verifications.isPending,
              isError: verifications.isError,
              isFetching: verifications.isFetching,
              isPlaceholderData: verifications.isPlaceholderData,
              refetch: verifications.refetch,
            }}
            text={{
              label: KYC_TEXT.tableLabel,
              noun: KYC_TEXT.noun,
              loadFailed: KYC_TEXT.listLoadFailed,
              empty: narrowed ? KYC_TEXT.noMatch : KYC_TEXT.emptyList(status),
              searchLabel: KYC_TEXT.searchLabel,
              pagesLabel: KYC_TEXT.paginationLabel,
              previousPage: KYC_TEXT.previousPage,
              selectPage: KYC_TEXT.selectPage,
            }}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.full_name}
            cells={KYC_CELLS}
            actions={canReview ? actions : undefined}
            bulk={bulkActions}
            exportFile={{ endpoint: endpoints.kyc.export, fileName: KYC_TEXT.exportFileName }}
          />
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
