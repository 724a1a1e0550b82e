import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Card } from '../../../components/ui/card';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { QueryState, type QueryStateSource } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import type { AuditedRecord } from '../api/records';
import { RECORD_TEXT } from '../messages';

const LIST_PATHS: Record<AuditedRecord, string> = {
  user: '/users',
  job: '/jobs',
  partner: '/partners',
};

type RecordScreenFrameProps<T> = {
  kind: AuditedRecord;
  /** The id of the address, null when it names no record. */
  id: number | null;
  query: QueryStateSource<T>;
  /** The page's heading once the record is loaded. */
  titleOf: (record: T) => string;
  children: (record: T) => ReactNode;
};

/**
 * What every record page shares: its heading, a link back to its list, the loading skeleton,
 * "No … has this id." for an address that names no record, and a failure with Retry.
 */
export function RecordScreenFrame<T>({
  kind,
  id,
  query,
  titleOf,
  children,
}: RecordScreenFrameProps<T>) {
  const { error } = query;
  const notFound = id === null || (isApiError(error) && error.status === 404);
  const record = query.isError ? undefined : query.data;
  const back = (
    <Link
      to={LIST_PATHS[kind]}
      className="inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
    >
      <ChevronLeftIcon />
      {RECORD_TEXT.back[kind]}
    </Link>
  );
  return (
    <>
      <PageHeader
        title={record ? titleOf(record) : RECORD_TEXT.title[kind]}
        subtitle={record ? RECORD_TEXT.title[kind] : undefined}
      />
      <div className="flex flex-col gap-6">
        <div>{back}</div>
        {notFound ? (
          <Card>
            <p role="alert" className="text-sm text-slate-800">
              {RECORD_TEXT.notFound[kind]}
            </p>
          </Card>
        ) : (
          <QueryState
            query={query}
            loading={<LoadingBlock label={RECORD_TEXT.loading[kind]} className="min-h-64" />}
            errorFallback={RECORD_TEXT.loadFailed[kind]}
            className="rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            {children}
          </QueryState>
        )}
      </div>
    </>
  );
}
