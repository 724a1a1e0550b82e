import type { BulkItem, BulkResult } from '@job-board/contract';
import { useId } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import {
  TOAST_ACTION_EXTRA_MS,
  TOAST_DEFAULTS,
  ToastBody,
  toast,
  type ToastAction,
} from './toasts';

/** "3 done, 1 skipped, 1 failed": the result of a bulk action in one line. */
export const bulkSummary = ({ done, skipped, refused }: BulkResult) =>
  `${done} done, ${skipped} skipped, ${refused} failed.`;

/** The records left unchanged, failures first: each heading, and the reason when none is given. */
const UNCHANGED = [
  { outcome: 'refused', heading: 'Failed', fallbackReason: 'Refused.' },
  { outcome: 'skipped', heading: 'Skipped', fallbackReason: 'Already in that state.' },
] as const satisfies readonly {
  outcome: Exclude<BulkItem['outcome'], 'done'>;
  heading: string;
  fallbackReason: string;
}[];

type UnchangedOutcome = (typeof UNCHANGED)[number];

/**
 * The toast after a bulk action: its summary, a success when nothing failed, otherwise a warning.
 * When some records were skipped or failed it stays until closed and offers "Show details"
 * (which calls `onShowDetails`); `undo`, when given and something was done, adds its button.
 */
export function notifyBulkResult(
  result: BulkResult,
  onShowDetails: () => void,
  undo?: ToastAction,
) {
  const summary = bulkSummary(result);
  const notify = result.refused === 0 ? toast.success : toast.warning;
  const someUnchanged = result.refused + result.skipped > 0;
  const buttons: ToastAction[] = [
    ...(someUnchanged ? [{ label: 'Show details', onClick: onShowDetails }] : []),
    ...(undo && result.done > 0 ? [undo] : []),
  ];
  if (buttons.length === 0) return notify(summary);
  return notify(
    ({ closeToast }) => <ToastBody message={summary} buttons={buttons} closeToast={closeToast} />,
    {
      autoClose: someUnchanged ? false : TOAST_DEFAULTS.autoClose + TOAST_ACTION_EXTRA_MS,
    },
  );
}

type ReasonGroup = { reason: string; ids: number[] };

/** The items of one outcome grouped by reason, in the order the reasons first appear. */
function groupByReason(items: readonly BulkItem[], unchanged: UnchangedOutcome) {
  const groups = new Map<string, ReasonGroup>();
  for (const item of items) {
    if (item.outcome !== unchanged.outcome) continue;
    const reason = item.reason ?? unchanged.fallbackReason;
    const group = groups.get(reason) ?? { reason, ids: [] };
    group.ids.push(item.id);
    groups.set(reason, group);
  }
  return [...groups.values()];
}

type NameOf = (id: number) => string | undefined;

function OutcomeSection({
  items,
  unchanged,
  nameOf,
}: {
  items: readonly BulkItem[];
  unchanged: UnchangedOutcome;
  nameOf?: NameOf;
}) {
  const id = useId();
  const groups = groupByReason(items, unchanged);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-semibold text-slate-900">
        {unchanged.heading}
      </h3>
      {groups.map(({ reason, ids }, index) => (
        <div key={reason} className="flex flex-col gap-1">
          <h4 id={`${id}-${index}`} className="text-slate-700">
            {reason}
          </h4>
          <ul aria-labelledby={`${id}-${index}`} className="list-disc pl-5">
            {ids.map((recordId) => (
              <li key={recordId}>{nameOf?.(recordId) ?? `#${recordId}`}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

type BulkDetailsDialogProps = {
  result: BulkResult | null;
  onClose: () => void;
  /** The record's name when the screen knows it (else "#id"). */
  nameOf?: NameOf;
};

/** The records a bulk action left unchanged, failed then skipped, grouped by their reason. */
export function BulkDetailsDialog({ result, onClose, nameOf }: BulkDetailsDialogProps) {
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
      <div className="flex flex-col gap-4 text-sm">
        {UNCHANGED.map((unchanged) => (
          <OutcomeSection
            key={unchanged.outcome}
            items={result?.items ?? []}
            unchanged={unchanged}
            nameOf={nameOf}
          />
        ))}
      </div>
    </Modal>
  );
}
