import { TRASH_MESSAGES, type TrashItem } from '@job-board/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError, type ApiError } from '../../../lib/api-error';
import type { RestoreBody } from '../api/trash';
import { TRASH_TEXT } from '../messages';

/**
 * The way out of a refused restore (trash.restore's 409): another value for the taken field, the
 * record it belongs to restored with it, or none (that record was deleted for good).
 */
export type RestoreWayOut =
  { kind: 'rename'; field: string } | { kind: 'parent' } | { kind: 'none' };

export type RestoreConflict = { item: TrashItem; message: string; way: RestoreWayOut };

/** Fields whose value is the record's label, so the input starts from it. */
const LABEL_FIELDS = new Set(['name']);

/**
 * Whether the message says the parent was deleted for good: both parent refusals name `parent`
 * in `errors`, so the contract's sentence tells them apart.
 */
function saysParentGone(message: string): boolean {
  const [before = '', after = ''] = TRASH_MESSAGES.parentGone('\u0000').split('\u0000');
  return message.startsWith(before) && message.endsWith(after);
}

/** Reads the way out of a 409's `errors`: `parent`, or the field whose value is taken. */
export function wayOutOf(error: ApiError): RestoreWayOut {
  const fields = Object.keys(error.errors);
  if (fields.includes('parent')) {
    return saysParentGone(error.message) ? { kind: 'none' } : { kind: 'parent' };
  }
  const [field] = fields;
  return field === undefined ? { kind: 'none' } : { kind: 'rename', field };
}

type Props = {
  conflict: RestoreConflict;
  onClose: () => void;
  /** Tries again with the way out; rejects when the server refuses other than with a conflict. */
  onRestore: (body: RestoreBody) => Promise<unknown>;
  /** Offered when there is no way out, for roles that may purge. */
  onPurge?: () => void;
};

/** Says why a restore was refused and offers the way out it has. */
export function RestoreConflictDialog({ conflict, onClose, onRestore, onPurge }: Props) {
  const { item, message, way } = conflict;
  const formId = useId();
  const field = way.kind === 'rename' ? way.field : '';
  const [value, setValue] = useState(LABEL_FIELDS.has(field) ? item.label : '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ field?: string; message: string } | null>(null);

  async function retry(body: RestoreBody) {
    setBusy(true);
    setFailure(null);
    try {
      await onRestore(body);
    } catch (error) {
      const fieldError = isApiError(error) ? error.fieldError('rename') : undefined;
      setFailure(
        fieldError
          ? { field: fieldError, message: fieldError }
          : { message: errorMessage(error, TRASH_TEXT.restoreFailed) },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={TRASH_TEXT.conflictTitle(item.label)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {TRASH_TEXT.close}
          </Button>
          {way.kind === 'rename' && (
            <Button type="submit" form={formId} busy={busy}>
              {TRASH_TEXT.restoreRenamed}
            </Button>
          )}
          {way.kind === 'parent' && (
            <Button busy={busy} onClick={() => void retry({ with_parents: true })}>
              {TRASH_TEXT.restoreBoth}
            </Button>
          )}
          {way.kind === 'none' && onPurge && (
            <Button variant="danger" onClick={onPurge}>
              {TRASH_TEXT.purge}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{message}</p>
        {way.kind === 'rename' && (
          <form
            id={formId}
            onSubmit={(event) => {
              event.preventDefault();
              void retry({ rename: value });
            }}
          >
            <TextField
              label={TRASH_TEXT.renameLabel(way.field.replaceAll('_', ' '))}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={failure?.field}
            />
          </form>
        )}
        {failure && !failure.field && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {failure.message}
          </p>
        )}
      </div>
    </Modal>
  );
}
