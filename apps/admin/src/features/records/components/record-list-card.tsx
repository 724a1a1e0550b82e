import type { Paged } from '@job-board/contract';
import type { Key, ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-error';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { RECORD_TEXT } from '../messages';

/**
 * The page and order of one list under a record, kept in the URL as `{prefix}_page` and
 * `{prefix}_sort` (left out for the list's own order, `defaultSort`); a new order shows page 1.
 * `query` is what to ask the server for: the list's own order needs no `sort`.
 */
export function useRecordList(prefix: string, defaultSort = '') {
  const list = useListParams({ prefix, defaultSort });
  const sort = list.sort === defaultSort ? undefined : list.sort;
  return { ...list, query: { page: list.page, sort } };
}

type PagedQuery<Row> = {
  data: Paged<Row> | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type RecordListCardProps<Row> = {
  title: string;
  list: ReturnType<typeof useRecordList>;
  query: PagedQuery<Row>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  rowLabel: (row: Row) => string;
  emptyMessage: string;
  /** Controls at the right of the title (e.g. a link to the whole list elsewhere). */
  actions?: ReactNode;
};

/** "12", or "about 10,001" when the server estimated the total. */
function totalText(meta: Paged<unknown>['meta']): string {
  return meta.total_is_estimate ? RECORD_TEXT.aboutTotal(meta.total) : String(meta.total);
}

/**
 * One paged list under a record (applications, invoices…): a titled table with its pages, whose
 * headers with a `sortField` sort it on the server.
 */
export function RecordListCard<Row>({
  title,
  list,
  query,
  columns,
  rowKey,
  rowLabel,
  emptyMessage,
  actions,
}: RecordListCardProps<Row>) {
  const meta = query.data?.meta;
  usePageInRange(list, meta?.last_page, query.isPlaceholderData);
  return (
    <Card
      title={meta ? `${title} (${totalText(meta)})` : title}
      actions={actions}
      bodyClassName="flex flex-col gap-4 p-0 pb-4"
    >
      <DataTable<Row>
        label={title}
        columns={columns}
        rows={query.data?.data}
        rowKey={rowKey}
        rowLabel={rowLabel}
        isLoading={query.isPending}
        error={query.isError ? errorMessage(query.error, RECORD_TEXT.listLoadFailed) : null}
        onRetry={() => void query.refetch()}
        emptyMessage={emptyMessage}
        skeletonRows={3}
        sort={{ value: list.sort, onChange: list.setSort }}
      />
      {meta && (
        <Pagination
          currentPage={meta.current_page}
          lastPage={meta.last_page}
          onPageChange={list.setPage}
          label={RECORD_TEXT.pagesOf(title)}
        />
      )}
    </Card>
  );
}
