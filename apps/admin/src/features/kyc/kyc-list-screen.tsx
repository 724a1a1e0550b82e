import type { KycBulkAction, KycDecision, KycRecord } from '@job-board/contract';
import { DEFAULT_KYC_FILTER, endpoints } from '@job-board/contract';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BulkBar } from '../../components/ui/bulk-bar';
import { BulkFailuresDialog } from '../../components/ui/bulk-result';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  DataTable,
  type Column,
  type RowActions,
  type TableSelection,
  type TableSort,
} from '../../components/ui/data-table';
import { DownloadButton } from '../../components/ui/download-button';
import { FilterChips, type FilterChip } from '../../components/ui/filter-chips';
import { Pagination } from '../../components/ui/pagination';
import { StatusBadge } from '../../components/ui/status-badge';
import { QueryState } from '../../components/ui/query-state';
import { SearchBox } from '../../components/ui/search-box';
import { notifyError, notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { usePermission } from '../../lib/permissions';
import { useBulkFlow } from '../../lib/use-bulk-flow';
import { useDownload } from '../../lib/use-download';
import { useListParams, usePageInRange } from '../../lib/use-list-params';
import { useSelection } from '../../lib/use-selection';
import { formatDate } from '../../utils/format-date';
import { PageHeader } from '../../components/layout/page-header';
import { useKycBulk } from './api/use-kyc-bulk';
import { useKycVerifications } from './api/use-kyc-verifications';
import { useVerifyKyc } from './api/use-verify-kyc';
import { KycBulkDialog, type KycBulkDetails } from './components/kyc-bulk-dialog';
import { ApproveDialog, RejectDialog, type Rejection } from './components/kyc-decision-dialogs';
import { KycListFilters } from './components/kyc-list-filters';
import { KycStatCards } from './components/kyc-stat-cards';
import { isKycStatusFilter, KYC_LIST_PATH, kycDetailState } from './kyc-list-location';
import { KYC_TEXT } from './messages';

const COLUMNS: readonly Column<KycRecord>[] = [
  { id: 'user', header: KYC_TEXT.columns.user, value: (row) => row.full_name },
  {
    id: 'id_type',
    header: KYC_TEXT.columns.idType,
    value: (row) => row.id_type,
    priority: 'secondary',
  },
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
    sortField: 'submitted_at',
    priority: 'secondary',
  },
];

/** The verifications as a table with their row menus; its skeleton while `rows` is undefined. */
function KycTable({
  rows,
  actions,
  selection,
  sort,
}: {
  rows: readonly KycRecord[] | undefined;
  /** Undefined for a role that may not open a record nor decide it. */
  actions: RowActions<KycRecord> | undefined;
  selection?: TableSelection;
  sort: TableSort;
}) {
  return (
    <DataTable
      label={KYC_TEXT.tableLabel}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.full_name}
      {...(actions ? { actions } : {})}
      isLoading={rows === undefined}
      {...(selection ? { selection } : {})}
      sort={sort}
    />
  );
}

/** Newest submitted first, as the server lists them when not told otherwise. */
const DEFAULT_SORT = '-submitted_at';

const FILTER_DEFAULTS = {
  status: DEFAULT_KYC_FILTER,
  id_type: '',
  submitted_from: '',
  submitted_to: '',
};

/**
 * The verifications, searched by full name and filtered by status (pending by default), ID type
 * and submission days (all kept in the URL and shown as chips), paged, with the counts by status. Pending rows can be
 * approved or rejected from their menu, after a confirmation (a rejection with its reason); a
 * selection can be approved or rejected at once (one comment and reason for all); the filtered
 * list can be exported as CSV.
 */
export function KycListScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useListParams({ defaultSort: DEFAULT_SORT, filters: FILTER_DEFAULTS });
  const sort = { value: list.sort, onChange: list.setSort };
  const { id_type, submitted_from, submitted_to } = list.filters;
  const status = isKycStatusFilter(list.filters.status) ? list.filters.status : DEFAULT_KYC_FILTER;
  /** What selects the verifications: the list, its export and "all matching" share it. */
  const filter = {
    s: list.search || undefined,
    // The server's own order needs no parameter.
    sort: list.sort === DEFAULT_SORT ? undefined : list.sort,
    status,
    id_type: id_type || undefined,
    submitted_from: submitted_from || undefined,
    submitted_to: submitted_to || undefined,
  };
  const verifications = useKycVerifications({ ...filter, page: list.page });
  const verify = useVerifyKyc();
  const [asked, setAsked] = useState<{ row: KycRecord; decision: KycDecision } | null>(null);
  // Opening a record (its documents) and deciding it; the list and its figures are kyc.read.
  const canReview = usePermission('kyc.review');
  const selection = useSelection({
    scope: JSON.stringify(filter),
    pageLabel: KYC_TEXT.selectPage,
  });
  const bulk = useKycBulk();
  const download = useDownload();
  const total = verifications.data?.verifications.meta.total ?? 0;
  const count = selection.count(total);
  /** The comment and reason of the bulk decision being confirmed (set as it is confirmed). */
  const bulkDetails = useRef<KycBulkDetails>({});
  const flow = useBulkFlow(
    (action: KycBulkAction) =>
      bulk.mutateAsync({
        action,
        ...bulkDetails.current,
        ...selection.target(filter),
      }),
    selection.clear,
  );

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

  const chip = (id: keyof typeof FILTER_DEFAULTS, label: string): FilterChip => ({
    id,
    label,
    onRemove: () => list.setFilter(id, id === 'status' ? 'all' : ''),
  });
  const chips: FilterChip[] = [
    ...(list.search
      ? [
          {
            id: 's',
            label: KYC_TEXT.chipSearch(list.search),
            onRemove: () => list.setSearch(''),
          },
        ]
      : []),
    ...(status !== 'all' ? [chip('status', KYC_TEXT.chipStatus(status))] : []),
    ...(id_type ? [chip('id_type', KYC_TEXT.chipIdType(id_type))] : []),
    ...(submitted_from ? [chip('submitted_from', KYC_TEXT.chipFrom(submitted_from))] : []),
    ...(submitted_to ? [chip('submitted_to', KYC_TEXT.chipTo(submitted_to))] : []),
  ];
  const narrowed = Boolean(list.search || id_type || submitted_from || submitted_to);

  const pageIds = verifications.data?.verifications.data.map((row) => row.id) ?? [];
  const nameOf = (id: number) =>
    verifications.data?.verifications.data.find((row) => row.id === id)?.full_name;

  return (
    <>
      <PageHeader title={KYC_TEXT.listTitle} subtitle={KYC_TEXT.listSubtitle} />
      <div className="flex flex-col gap-6">
        <KycStatCards stats={verifications.data?.stats} isLoading={verifications.isPending} />
        <Card bodyClassName="flex flex-col gap-4 p-0">
          <div className="flex flex-wrap items-end justify-between gap-3 px-4 pt-4">
            <SearchBox
              value={list.search}
              onChange={list.setSearch}
              label={KYC_TEXT.searchLabel}
              placeholder={KYC_TEXT.searchPlaceholder}
              className="min-w-56 flex-1"
            />
            <KycListFilters status={status} values={list.filters} onChange={list.setFilter} />
            <DownloadButton
              label={KYC_TEXT.exportCsv}
              download={download}
              onClick={() =>
                void download.start(
                  endpoints.kyc.export,
                  { query: filter },
                  KYC_TEXT.exportFileName,
                )
              }
            />
          </div>
          <FilterChips chips={chips} className="px-4" />
          {canReview && (
            <BulkBar
              className="mx-4"
              selection={selection}
              total={total}
              pageKeys={pageIds}
              noun={KYC_TEXT.noun}
            >
              <Button size="sm" onClick={() => flow.ask('approve')}>
                {KYC_TEXT.approve}
              </Button>
              <Button variant="danger" size="sm" onClick={() => flow.ask('reject')}>
                {KYC_TEXT.reject}
              </Button>
            </BulkBar>
          )}
          <QueryState
            query={verifications}
            loading={
              <KycTable rows={undefined} actions={canReview ? actions : undefined} sort={sort} />
            }
            errorFallback={KYC_TEXT.listLoadFailed}
            isEmpty={(data) => data.verifications.data.length === 0}
            emptyMessage={narrowed ? KYC_TEXT.noMatch : KYC_TEXT.emptyList(status)}
            className="py-6"
          >
            {({ verifications: page }) => (
              <>
                <KycTable
                  rows={page.data}
                  actions={canReview ? actions : undefined}
                  selection={canReview ? selection.table : undefined}
                  sort={sort}
                />
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
      <KycBulkDialog
        key={flow.pending ?? 'closed'}
        action={flow.pending}
        count={count}
        onOpenChange={flow.onConfirmOpenChange}
        onConfirm={(details) => {
          bulkDetails.current = details;
          return flow.confirm();
        }}
      />
      <BulkFailuresDialog result={flow.failures} onClose={flow.closeFailures} nameOf={nameOf} />
    </>
  );
}
