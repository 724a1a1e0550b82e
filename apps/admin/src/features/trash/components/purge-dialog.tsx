import type { TrashItem } from '@job-board/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/toasts';
import { usePurgeTrashItem } from '../api/trash';
import { TRASH_TEXT } from '../messages';
import { describeContents } from './trash-cells';

/** What purging says will follow: nothing comes back, with what went with it, users' documents. */
function purgeBody(item: TrashItem): string {
  const contents = describeContents(item.contents);
  return [
    TRASH_TEXT.purgeBody,
    contents && TRASH_TEXT.purgeContents(contents),
    item.kind === 'user' && TRASH_TEXT.purgeIdentity,
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Delete for good", after a confirmation saying it cannot be undone (owners only). */
export function PurgeDialog({
  item,
  open,
  onOpenChange,
}: {
  /** Kept after closing, so the texts stay while the dialog fades out. */
  item: TrashItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const purge = usePurgeTrashItem();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item && TRASH_TEXT.confirmPurge(item.label)}
      body={item && purgeBody(item)}
      confirmLabel={TRASH_TEXT.purge}
      onConfirm={async () => {
        if (!item) return;
        notifySuccess((await purge.mutateAsync(item.id)).message);
      }}
    />
  );
}
