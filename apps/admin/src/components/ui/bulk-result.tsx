import type { BulkResult } from '@job-board/contract';
import { Button } from './button';
import { Modal } from './modal';
import { toast } from './toasts';

/** "3 done, 1 skipped, 1 failed": the result of a bulk action in one line. */
export const bulkSummary = ({ done, skipped, refused }: BulkResult) =>
  `${done} done, ${skipped} skipped, ${refused} failed.`;

/**
 * The toast after a bulk action: its summary, a success when nothing failed, otherwise a warning
 * with a "Show failures" button (which calls `onShowFailures`).
 */
export function notifyBulkResult(result: BulkResult, onShowFailures: () => void) {
  const summary = bulkSummary(result);
  if (result.refused === 0) return toast.success(summary);
  return toast.warning(
    ({ closeToast }) => (
      <div className="flex flex-col items-start gap-2">
        <span>{summary}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            closeToast();
            onShowFailures();
          }}
        >
          Show failures
        </Button>
      </div>
    ),
    { autoClose: false },
  );
}

type BulkFailuresDialogProps = {
  result: BulkResult | null;
  onClose: () => void;
  /** The record's name when the screen knows it (else "#id"). */
  nameOf?: (id: number) => string | undefined;
};

/** The records a bulk action refused, each with the reason. */
export function BulkFailuresDialog({ result, onClose, nameOf }: BulkFailuresDialogProps) {
  const failures = result?.items.filter((item) => item.outcome === 'refused') ?? [];
  return (
    <Modal
      open={result !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Not changed"
      description={result ? bulkSummary(result) : undefined}
      closeOnOutsidePress
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ul className="flex flex-col gap-2 text-sm">
        {failures.map((item) => (
          <li key={item.id}>
            <span className="font-medium">{nameOf?.(item.id) ?? `#${item.id}`}</span>:{' '}
            {item.reason ?? 'Refused.'}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
