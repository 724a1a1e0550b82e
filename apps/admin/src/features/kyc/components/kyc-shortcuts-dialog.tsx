import { Modal } from '../../../components/ui/modal';
import { KYC_TEXT } from '../messages';

/** The review queue's keyboard shortcuts (opened with ?). */
export function KycShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={KYC_TEXT.shortcutsTitle}
      closeOnOutsidePress
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {KYC_TEXT.shortcuts.map(({ key, action }) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono text-slate-900">
                {key}
              </kbd>
            </dt>
            <dd className="text-slate-700">{action}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
