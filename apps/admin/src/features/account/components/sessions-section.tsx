import type { AccountSession } from '@job-board/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { QueryState } from '../../../components/ui/query-state';
import { notifySuccess } from '../../../components/ui/toasts';
import { TimeAgo } from '../../../components/ui/time-ago';
import { formatDateTime } from '../../../utils/format-date';
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from '../api/use-account';
import { ACCOUNT_TEXT } from '../messages';
import { describeUserAgent } from '../../../utils/describe-user-agent';

const TEXT = ACCOUNT_TEXT.sessions;
const HEADERS = [TEXT.device, TEXT.ip, TEXT.created, TEXT.lastUsed];

type Pending = { kind: 'one'; session: AccountSession; device: string } | { kind: 'others' };

/** Where the account is signed in, with "Sign out" per entry and everywhere else. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [pending, setPending] = useState<Pending | null>(null);
  const others = sessions.data?.data.filter((session) => !session.current).length ?? 0;

  const confirm = async () => {
    if (!pending) return;
    const result =
      pending.kind === 'one'
        ? await revoke.mutateAsync(pending.session.id)
        : await revokeOthers.mutateAsync();
    notifySuccess(result.message);
  };

  return (
    <Card
      title={TEXT.title}
      bodyClassName="p-0"
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={others === 0}
          onClick={() => setPending({ kind: 'others' })}
        >
          {TEXT.signOutEverywhere}
        </Button>
      }
    >
      <p className="px-4 pt-3 text-sm text-slate-700">{TEXT.intro}</p>
      <QueryState
        query={sessions}
        loading={<LoadingBlock className="m-4" />}
        errorFallback={TEXT.loadFailed}
        isEmpty={(data) => data.data.length === 0}
        emptyMessage={TEXT.empty}
        className="m-4"
      >
        {({ data }) => (
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{TEXT.caption}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  {HEADERS.map((header) => (
                    <th key={header} scope="col" className="px-4 py-2 font-medium">
                      {header}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-2 font-medium">
                    <span className="sr-only">{TEXT.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.map((session) => {
                  const device = describeUserAgent(session.user_agent);
                  return (
                    <tr key={session.id}>
                      <td className="px-4 py-2">
                        <div
                          className="font-medium text-slate-900"
                          title={session.user_agent ?? ''}
                        >
                          {device}
                        </div>
                        <div className="text-slate-600">
                          {session.kind === 'session' ? TEXT.browser : TEXT.token}
                        </div>
                      </td>
                      <td className="px-4 py-2 text-slate-800">{session.ip ?? TEXT.unknownIp}</td>
                      <td className="px-4 py-2 text-slate-800">
                        {formatDateTime(session.created_at)}
                      </td>
                      <td className="px-4 py-2 text-slate-800">
                        <TimeAgo value={session.last_used_at} />
                      </td>
                      <td className="px-4 py-2 text-right">
                        {session.current ? (
                          <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800">
                            {TEXT.thisDevice}
                          </span>
                        ) : (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`${TEXT.signOut} ${device}, ${formatDateTime(session.created_at)}`}
                            onClick={() => setPending({ kind: 'one', session, device })}
                          >
                            {TEXT.signOut}
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending?.kind === 'one' ? TEXT.confirmOne(pending.device) : TEXT.confirmOthers}
        body={pending?.kind === 'one' ? TEXT.confirmOneBody : TEXT.confirmOthersBody}
        confirmLabel={TEXT.signOut}
        onConfirm={confirm}
      />
    </Card>
  );
}
