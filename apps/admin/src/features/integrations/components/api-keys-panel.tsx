import type { ApiKey } from '@job-board/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { notifySuccess } from '../../../components/ui/toasts';
import { TimeAgo } from '../../../components/ui/time-ago';
import { formatDateTime } from '../../../utils/format-date';
import { useApiKeys, useRevokeApiKey } from '../api/use-api-keys';
import { apiKeyStatus } from '../integrations-format';
import { API_KEY_STATUS_LABELS, INTEGRATIONS_TEXT } from '../messages';
import { CreateApiKeyModal } from './create-api-key-modal';
import { SecretRevealModal, type RevealedSecret } from './secret-reveal-modal';

const COLUMNS: readonly Column<ApiKey>[] = [
  { id: 'name', header: INTEGRATIONS_TEXT.columnName, value: (key) => key.name },
  {
    id: 'prefix',
    header: INTEGRATIONS_TEXT.columnPrefix,
    value: (key) => key.prefix,
    render: (key) => <code className="font-mono text-xs">{key.prefix}…</code>,
  },
  {
    id: 'scopes',
    header: INTEGRATIONS_TEXT.columnScopes,
    value: (key) => key.scopes.join(', '),
    render: (key) => <span className="font-mono text-xs">{key.scopes.join(', ')}</span>,
  },
  {
    id: 'expires',
    header: INTEGRATIONS_TEXT.columnExpires,
    value: (key) => key.expires_at ?? INTEGRATIONS_TEXT.noExpiry,
    render: (key) => (key.expires_at ? formatDateTime(key.expires_at) : INTEGRATIONS_TEXT.noExpiry),
    priority: 'secondary',
  },
  {
    id: 'last_used',
    header: INTEGRATIONS_TEXT.columnLastUsed,
    value: (key) => key.last_used_at ?? INTEGRATIONS_TEXT.never,
    render: (key) => (
      <>
        <TimeAgo value={key.last_used_at} fallback={INTEGRATIONS_TEXT.never} />
        {key.last_used_at && key.last_used_ip && INTEGRATIONS_TEXT.lastUsedFrom(key.last_used_ip)}
      </>
    ),
    priority: 'secondary',
  },
  {
    id: 'created_by',
    header: INTEGRATIONS_TEXT.columnCreatedBy,
    value: (key) => key.created_by,
    priority: 'secondary',
  },
  {
    id: 'status',
    header: INTEGRATIONS_TEXT.columnStatus,
    value: (key) => API_KEY_STATUS_LABELS[apiKeyStatus(key)],
    render: (key) => <StatusBadge status={apiKeyStatus(key)} />,
  },
];

const TABLE = {
  label: INTEGRATIONS_TEXT.keysLabel,
  rowKey: (key: ApiKey) => key.id,
  rowLabel: (key: ApiKey) => key.name,
} as const;

/**
 * The API keys: name, prefix, scopes, expiry, last use (when and from where), who made it and
 * its state. Create one (shown once), revoke one after a confirmation.
 */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<RevealedSecret | null>(null);
  // The key stays while the dialog animates closed.
  const [revoking, setRevoking] = useState<{ key: ApiKey | null; open: boolean }>({
    key: null,
    open: false,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{INTEGRATIONS_TEXT.keysIntro}</p>
        <Button onClick={() => setCreating(true)}>{INTEGRATIONS_TEXT.createKey}</Button>
      </div>
      <QueryState
        query={keys}
        loading={<DataTable<ApiKey> {...TABLE} columns={COLUMNS} rows={undefined} isLoading />}
        errorFallback={INTEGRATIONS_TEXT.keysLoadFailed}
        isEmpty={(list) => list.length === 0}
        emptyMessage={INTEGRATIONS_TEXT.keysEmpty}
      >
        {(list) => (
          <DataTable<ApiKey>
            {...TABLE}
            columns={COLUMNS}
            rows={list}
            actions={{
              extraItems: (key) =>
                key.revoked_at
                  ? []
                  : [
                      {
                        label: INTEGRATIONS_TEXT.revoke,
                        tone: 'danger',
                        onSelect: () => setRevoking({ key, open: true }),
                      },
                    ],
            }}
          />
        )}
      </QueryState>
      <CreateApiKeyModal open={creating} onOpenChange={setCreating} onCreated={setSecret} />
      {secret && <SecretRevealModal secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={revoking.open}
        onOpenChange={(open) => setRevoking((current) => ({ ...current, open }))}
        title={INTEGRATIONS_TEXT.confirmRevokeTitle(revoking.key?.name ?? '')}
        body={INTEGRATIONS_TEXT.confirmRevokeBody}
        confirmLabel={INTEGRATIONS_TEXT.revoke}
        onConfirm={async () => {
          if (!revoking.key) return;
          const result = await revoke.mutateAsync(revoking.key.id);
          notifySuccess(result.message);
        }}
      />
    </div>
  );
}
