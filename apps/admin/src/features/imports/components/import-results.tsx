import {
  IMPORT_OUTCOMES,
  type ImportItem,
  type ImportOutcome,
  type ImportRow,
} from '@job-board/contract';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { useImportRows } from '../api/imports';
import { IMPORT_TEXT } from '../messages';

const OUTCOME_OPTIONS = IMPORT_OUTCOMES.map((outcome) => ({
  value: outcome,
  label: IMPORT_TEXT.outcomeFilter[outcome],
}));

const columnsFor = (done: boolean): Column<ImportRow>[] => [
  { id: 'line', header: IMPORT_TEXT.columns.line, value: (row) => row.line },
  {
    id: 'outcome',
    header: IMPORT_TEXT.columns.outcome,
    value: (row) => IMPORT_TEXT.outcome(row.outcome, done),
  },
  { id: 'label', header: IMPORT_TEXT.columns.label, value: (row) => row.label },
  { id: 'reason', header: IMPORT_TEXT.columns.reason, value: (row) => row.reason },
];

/**
 * What a dry run would do, or what the run did: the counts, then the rows page by page, all of
 * them or those of one outcome (the refused ones, with their reasons).
 */
export function ImportResults({ item }: { item: ImportItem }) {
  const done = item.state === 'done' || item.state === 'reverted';
  const [outcome, setOutcome] = useState<ImportOutcome | undefined>(
    item.refused > 0 ? 'refuse' : undefined,
  );
  const [page, setPage] = useState(1);
  const rows = useImportRows(item, { outcome, page });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" role="status">
        {done ? IMPORT_TEXT.doneSummary : IMPORT_TEXT.dryRunSummary}{' '}
        <strong>{IMPORT_TEXT.counts(item.created, item.updated, item.refused, done)}</strong>
      </p>
      <SelectField
        label={IMPORT_TEXT.show}
        options={OUTCOME_OPTIONS}
        placeholder={IMPORT_TEXT.allRows}
        value={outcome ?? ''}
        className="max-w-56"
        onChange={(event) => {
          setOutcome((event.target.value || undefined) as ImportOutcome | undefined);
          setPage(1);
        }}
      />
      <DataTable
        label={IMPORT_TEXT.rowsLabel}
        columns={columnsFor(done)}
        rows={rows.data?.data}
        rowKey={(row) => row.line}
        rowLabel={(row) => `${IMPORT_TEXT.columns.line} ${row.line}`}
        isLoading={rows.isPending}
        error={rows.isError ? IMPORT_TEXT.rowsFailed : null}
        onRetry={() => void rows.refetch()}
        emptyMessage={IMPORT_TEXT.noRows}
      />
      <Pagination
        label={IMPORT_TEXT.rowsPages}
        currentPage={rows.data?.meta.current_page ?? page}
        lastPage={rows.data?.meta.last_page ?? 1}
        onPageChange={setPage}
      />
    </div>
  );
}
