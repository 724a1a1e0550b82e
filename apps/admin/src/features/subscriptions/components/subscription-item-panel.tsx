import clsx from 'clsx';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState, type QueryStateSource } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { notifySuccess } from '../../../components/ui/toasts';
import { usePermission } from '../../../lib/permissions';
import { SUBSCRIPTIONS_TEXT } from '../messages';

type PanelItem = { id: number; name: string };

type SubscriptionItemPanelProps<T extends PanelItem> = {
  /** What is listed, for the loading announcement ("Loading packages…") and load failure. */
  kind: 'packages' | 'features';
  /** The panel's heading, also the name of its list. */
  title: string;
  /** The header button that opens the create form ("+ New Package"). */
  newLabel: string;
  emptyMessage: string;
  /** The list's query (a TanStack Query result fits). */
  query: QueryStateSource<readonly T[]>;
  /** How a row lines up its marker and buttons with the text: centred, or at the top. */
  rowAlign: 'center' | 'start';
  /** Left of the name: what sort of item it is (status dot, kind icon). */
  renderMarker: (item: T) => ReactNode;
  /** Under the name. */
  renderDetails: (item: T) => ReactNode;
  /** Whether the row has a Delete button (spec §6). */
  canDelete: (item: T) => boolean;
  /** Deletes the item once confirmed; resolves to the server's message. */
  deleteItem: (item: T) => Promise<string>;
  /** The create (item null) or edit form, as a modal that calls onClose when it is done. */
  renderForm: (item: T | null, onClose: () => void) => ReactNode;
};

function ItemRow<T extends PanelItem>({
  item,
  rowAlign,
  marker,
  details,
  canDelete,
  onEdit,
  onDelete,
}: {
  item: T;
  rowAlign: 'center' | 'start';
  marker: ReactNode;
  details: ReactNode;
  canDelete: boolean;
  /** Null for a role that may only read: no Edit nor Delete. */
  onEdit: (() => void) | null;
  onDelete: () => void;
}) {
  return (
    <li
      className={clsx(
        'flex flex-wrap gap-3 py-3',
        rowAlign === 'start' ? 'items-start' : 'items-center',
      )}
    >
      {marker}
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{item.name}</p>
        {details}
      </div>
      {onEdit && (
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" aria-label={`Edit ${item.name}`} onClick={onEdit}>
            {SUBSCRIPTIONS_TEXT.edit}
          </Button>
          {canDelete && (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700!"
              aria-label={`Delete ${item.name}`}
              onClick={onDelete}
            >
              {SUBSCRIPTIONS_TEXT.delete}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * A column of the Subscriptions screen: its items with Edit and (where allowed) Delete, a
 * "+ New …" button, the create/edit form and the delete confirmation; the items alone for a role
 * that may not change subscriptions.
 */
export function SubscriptionItemPanel<T extends PanelItem>({
  kind,
  title,
  newLabel,
  emptyMessage,
  query,
  rowAlign,
  renderMarker,
  renderDetails,
  canDelete,
  deleteItem,
  renderForm,
}: SubscriptionItemPanelProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  // Kept after the dialog closes, so its title does not change while it fades out.
  const [deleting, setDeleting] = useState<T | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const canEdit = usePermission('subscriptions.write');

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
      <QueryState
        query={query}
        loading={
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading {kind}…</span>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        }
        errorFallback={SUBSCRIPTIONS_TEXT.loadFailed(kind)}
        isEmpty={(items) => items.length === 0}
        emptyMessage={emptyMessage}
        className="py-6"
      >
        {(items) => (
          <ul aria-label={title} className="divide-y divide-slate-100">
            {items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                rowAlign={rowAlign}
                marker={renderMarker(item)}
                details={renderDetails(item)}
                canDelete={canDelete(item)}
                onEdit={canEdit ? () => setEditing(item) : null}
                onDelete={() => {
                  setDeleting(item);
                  setIsConfirmOpen(true);
                }}
              />
            ))}
          </ul>
        )}
      </QueryState>

      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {renderForm(editing === 'new' ? null : editing, () => setEditing(null))}
        </Fragment>
      )}
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        name={deleting?.name}
        onConfirm={async () => {
          if (!deleting) return;
          notifySuccess(await deleteItem(deleting));
        }}
      />
    </Card>
  );
}
