import { endpoints, revertPermissionOf, type AuditLogEntry } from '@job-board/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import { notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { useApiMutation } from '../../../lib/api-mutation';
import { useCan } from '../../../lib/permissions';
import { AUDIT_LOG_TEXT } from '../messages';

/** What a revert may change on screen: the log, the record's page and the lists it shows in. */
const REFRESHED = ['audit', 'records', 'jobs', 'users', 'partners', 'invoices', 'dashboard'];

/** Revert's row menu item and its confirmation, for the audit log and a record's audit trail. */
export type RevertActions = {
  items: (entry: AuditLogEntry) => RowMenuItem[];
  dialogs: ReactNode;
};

/**
 * "Revert…" on each entry that is a field change the admin may set back (the record's own write
 * permission), after a confirmation listing each field and the value it goes back to. A refusal
 * (the record changed since) shows the server's words in the dialog; success toasts and reloads.
 */
export function useRevertActions(): RevertActions {
  const can = useCan();
  const [asked, setAsked] = useState<AuditLogEntry | null>(null);
  const revert = useApiMutation(endpoints.audit.revert, {
    input: (id: number) => ({ params: { id } }),
    invalidates: REFRESHED,
    evenOnFailure: true,
  });

  const items = useCallback(
    (entry: AuditLogEntry): RowMenuItem[] => {
      const permission = revertPermissionOf(entry);
      if (!permission || !can(permission) || !can('audit.read')) return [];
      return [{ label: AUDIT_LOG_TEXT.revert, onSelect: () => setAsked(entry) }];
    },
    [can],
  );

  async function confirmRevert() {
    if (!asked) return;
    try {
      const result = await revert.mutateAsync(asked.id);
      notifySuccess(result.message);
    } catch (error) {
      throw new Error(errorMessage(error, AUDIT_LOG_TEXT.revertFailed), { cause: error });
    }
  }

  return {
    items,
    dialogs: (
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={AUDIT_LOG_TEXT.confirmRevert}
        body={asked && <RevertPreview entry={asked} />}
        confirmLabel={AUDIT_LOG_TEXT.revertConfirm}
        onConfirm={confirmRevert}
      />
    ),
  };
}

/** The fields the revert sets back, each with the value it goes back to. */
function RevertPreview({ entry }: { entry: AuditLogEntry }) {
  return (
    <div className="flex flex-col gap-2">
      <p>{AUDIT_LOG_TEXT.revertBody}</p>
      <ul className="list-disc pl-5">
        {entry.changes.map((change) => (
          <li key={change.field}>
            {AUDIT_LOG_TEXT.setBack(change.label, change.after ?? '', change.before ?? '')}
          </li>
        ))}
      </ul>
    </div>
  );
}
