import type { ListFilter } from '@job-board/contract';
import { Fragment, useState, type ReactNode } from 'react';
import type { CellSpecs } from '../../../components/list/list-columns';
import { ListView } from '../../../components/list/list-view';
import { useClientList } from '../../../components/list/use-client-list';
import { useListView, type ScreenListDefinition } from '../../../components/list/use-list-view';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { QueryStateSource } from '../../../components/ui/query-state';
import { usePermission } from '../../../lib/permissions';
import { UNDO_TEXT, useNotifyDeleted } from '../../../lib/use-undo';
import { SUBSCRIPTIONS_TEXT } from '../messages';

type PanelItem = { id: number; name: string };

/** Each kind's heading (also the name of its list), create button and empty message. */
const KIND_TEXT = {
  packages: {
    title: SUBSCRIPTIONS_TEXT.packagesHeading,
    newLabel: SUBSCRIPTIONS_TEXT.newPackage,
    empty: SUBSCRIPTIONS_TEXT.noPackages,
  },
  features: {
    title: SUBSCRIPTIONS_TEXT.featuresHeading,
    newLabel: SUBSCRIPTIONS_TEXT.newFeature,
    empty: SUBSCRIPTIONS_TEXT.noFeatures,
  },
};

type SubscriptionItemPanelProps<
  T extends PanelItem,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
> = {
  /** What is listed ("packages"), for the panel's texts and load failure. */
  kind: keyof typeof KIND_TEXT;
  /** The list's definition in the contract; its name is the URL parameters' prefix. */
  list: ScreenListDefinition<T, S, A, F>;
  /** Every item (a TanStack Query result fits); the list pages them on screen. */
  query: QueryStateSource<readonly T[]>;
  cells: CellSpecs<T>;
  /** Whether the row offers Delete. */
  canDelete: (item: T) => boolean;
  /** Deletes the item once confirmed (into the trash); resolves to the server's answer. */
  deleteItem: (item: T) => Promise<{ message: string; bulk_id?: string | undefined }>;
  /** The create (item null) or edit form, as a modal that calls onClose when it is done. */
  renderForm: (item: T | null, onClose: () => void) => ReactNode;
};

/**
 * A column of the Subscriptions screen: its items as a list (paged on screen) with Edit and
 * (where allowed) Delete, a "+ New …" button, the create/edit form and the delete confirmation;
 * the items alone for a role that may not change subscriptions.
 */
export function SubscriptionItemPanel<
  T extends PanelItem,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
>({
  kind,
  list,
  query,
  cells,
  canDelete,
  deleteItem,
  renderForm,
}: SubscriptionItemPanelProps<T, S, A, F>) {
  const view = useListView(list, { prefix: list.name });
  const data = useClientList(view, query);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  // Kept after the dialog closes, so its title does not change while it fades out.
  const [deleting, setDeleting] = useState<T | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const canEdit = usePermission('subscriptions.write');
  const notifyDeleted = useNotifyDeleted();
  const { title, newLabel, empty } = KIND_TEXT[kind];

  return (
    <Card
      title={title}
      actions={
        canEdit && (
          <Button size="sm" onClick={() => setEditing('new')}>
            {newLabel}
          </Button>
        )
      }
    >
      <ListView
        view={view}
        data={data}
        text={{
          label: title,
          noun: kind,
          loadFailed: SUBSCRIPTIONS_TEXT.loadFailed(kind),
          empty,
        }}
        rowKey={(item) => item.id}
        rowLabel={(item) => item.name}
        cells={cells}
        actions={
          canEdit
            ? {
                onEdit: setEditing,
                onDelete: (item) => {
                  setDeleting(item);
                  setIsConfirmOpen(true);
                },
                canDelete,
              }
            : undefined
        }
      />
      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {renderForm(editing === 'new' ? null : editing, () => setEditing(null))}
        </Fragment>
      )}
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        name={deleting?.name}
        body={UNDO_TEXT.toTrash}
        onConfirm={async () => {
          if (!deleting) return;
          notifyDeleted(await deleteItem(deleting));
        }}
      />
    </Card>
  );
}
