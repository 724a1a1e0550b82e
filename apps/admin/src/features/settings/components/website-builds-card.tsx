import { INTEGRATION_MESSAGES, type WebsiteBuild } from '@job-board/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FormError } from '../../../components/ui/form-error';
import { FormNotice } from '../../../components/ui/form-notice';
import { QueryState } from '../../../components/ui/query-state';
import { formattedColumn, statusColumn, timeAgoColumn } from '../../../components/ui/table-columns';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/permissions';
import { formatDateTime } from '../../../utils/format-date';
import { formatDuration } from '../../../utils/format-duration';
import { useRequestWebsiteBuild, useWebsiteBuilds } from '../api/use-website-builds';
import { BUILDS_TEXT } from '../messages';

/** What asked for a build, oldest first, and "+N more" when more changes came together. */
function Triggers({ build }: { build: WebsiteBuild }) {
  const more = build.trigger_count - build.triggers.length;
  return (
    <ul className="flex flex-col gap-0.5">
      {build.triggers.map((trigger, index) => (
        <li key={index}>{trigger}</li>
      ))}
      {more > 0 && <li className="text-slate-600">{BUILDS_TEXT.moreTriggers(more)}</li>}
    </ul>
  );
}

const COLUMNS: readonly Column<WebsiteBuild>[] = [
  timeAgoColumn(
    { id: 'requested', header: BUILDS_TEXT.columnRequested },
    (build) => build.requested_at,
  ),
  {
    id: 'triggers',
    header: BUILDS_TEXT.columnTriggers,
    value: (build) => (build.trigger_count > 0 ? build.trigger_count : null),
    render: (build) => <Triggers build={build} />,
    className: 'min-w-56',
  },
  statusColumn(BUILDS_TEXT.columnStatus),
  formattedColumn(
    { id: 'duration', header: BUILDS_TEXT.columnDuration, priority: 'secondary' },
    (build) => build.duration_ms,
    formatDuration,
  ),
  {
    id: 'attempts',
    header: BUILDS_TEXT.columnAttempts,
    value: (build) => build.attempts,
    priority: 'secondary',
  },
  {
    id: 'response',
    header: BUILDS_TEXT.columnResponse,
    value: (build) => build.response_status,
    priority: 'secondary',
  },
  {
    id: 'error',
    header: BUILDS_TEXT.columnError,
    value: (build) => build.error,
    render: (build) => <span className="break-words text-red-800">{build.error}</span>,
    className: 'min-w-48',
  },
];

const TABLE = {
  label: BUILDS_TEXT.tableLabel,
  rowKey: (build: WebsiteBuild) => build.id,
  rowLabel: (build: WebsiteBuild) => BUILDS_TEXT.buildLabel(formatDateTime(build.requested_at)),
} as const;

/** "Rebuild website now", with the server's answer; disabled, saying why, when no hook is set. */
function RebuildButton({ configured }: { configured: boolean | undefined }) {
  const request = useRequestWebsiteBuild();
  const hintId = useId();
  const [outcome, setOutcome] = useState<{ notice: string | null; error: string | null }>({
    notice: null,
    error: null,
  });

  const rebuild = async () => {
    setOutcome({ notice: null, error: null });
    try {
      const result = await request.mutateAsync();
      setOutcome({ notice: result.message, error: null });
    } catch (error) {
      setOutcome({ notice: null, error: errorMessage(error, BUILDS_TEXT.rebuildFailed) });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        onClick={() => void rebuild()}
        disabled={configured !== true}
        busy={request.isPending}
        aria-describedby={configured === false ? hintId : undefined}
      >
        {request.isPending ? BUILDS_TEXT.rebuilding : BUILDS_TEXT.rebuild}
      </Button>
      {configured === false && (
        <p id={hintId} className="text-sm text-amber-800">
          {INTEGRATION_MESSAGES.noWebsiteHook}
        </p>
      )}
      <FormNotice>{outcome.notice}</FormNotice>
      <FormError>{outcome.error}</FormError>
    </div>
  );
}

function WebsiteBuilds({ canRequest }: { canRequest: boolean }) {
  const builds = useWebsiteBuilds();
  const configured = builds.data?.configured;
  const isRefreshing = builds.data?.data.some((build) => build.status === 'pending') ?? false;
  return (
    <Card title={BUILDS_TEXT.title} className="mt-8" bodyClassName="flex flex-col gap-4 p-4">
      <p className="text-sm text-slate-600">{BUILDS_TEXT.intro}</p>
      {canRequest ? (
        <RebuildButton configured={configured} />
      ) : (
        configured === false && (
          <p className="text-sm text-amber-800">{INTEGRATION_MESSAGES.noWebsiteHook}</p>
        )
      )}
      {isRefreshing && <p className="text-sm text-slate-600">{BUILDS_TEXT.refreshing}</p>}
      <QueryState
        query={builds}
        loading={
          <DataTable<WebsiteBuild> {...TABLE} columns={COLUMNS} rows={undefined} isLoading />
        }
        errorFallback={BUILDS_TEXT.loadFailed}
        isEmpty={(answer) => answer.data.length === 0}
        emptyMessage={BUILDS_TEXT.empty}
      >
        {(answer) => <DataTable<WebsiteBuild> {...TABLE} columns={COLUMNS} rows={answer.data} />}
      </QueryState>
    </Card>
  );
}

/**
 * The recent website builds (what asked for each, its outcome and timing), for roles that may
 * read the settings; "Rebuild website now" for those that may change them.
 */
export function WebsiteBuildsCard() {
  const can = useCan();
  if (!can('settings.read')) return null;
  return <WebsiteBuilds canRequest={can('settings.write')} />;
}
