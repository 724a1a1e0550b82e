import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ListView } from '../../../components/list/list-view';
import { useClientList } from '../../../components/list/use-client-list';
import { useListView } from '../../../components/list/use-list-view';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/toasts';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { usePermission } from '../../../lib/permissions';
import { useDeleteReference, useReferenceList } from '../api/reference-data-queries';
import type { ReferenceItem, ReferenceKind } from '../reference-kind';
import { ReferenceDataFormModal } from './reference-data-form-modal';

/**
 * The list of one kind of reference data with its create and edit form: every record, paged and
 * ordered on the screen (its state in the URL under the kind's prefix), with Edit and Delete
 * (confirmed) for roles that may change it.
 */
export function ReferenceDataTable<Item extends ReferenceItem, Values extends FieldValues, Parsed>({
  kind,
}: {
  kind: ReferenceKind<Item, Values, Parsed>;
}) {
  const view = useListView(kind.list, { prefix: kind.pagePrefix });
  const list = useReferenceList(kind.endpoints);
  const data = useClientList(view, list);
  const remove = useDeleteReference(kind.endpoints);
  const dialog = useFormDialog<Item>();
  // The record stays while the confirmation closes, so its name does not flicker.
  const [confirm, setConfirm] = useState<{ item: Item | null; open: boolean }>({
    item: null,
    open: false,
  });
  const { text } = kind;
  const canEdit = usePermission('reference_data.write');

  async function deleteConfirmed() {
    if (confirm.item === null) return;
    const result = await remove.mutateAsync(confirm.item);
    notifySuccess(result.message);
  }

  return (
    <>
      <Card
        title={text.heading}
        actions={
          canEdit && (
            <Button size="sm" onClick={dialog.openCreate}>
              {text.add}
            </Button>
          )
        }
      >
        <ListView
          view={view}
          data={data}
          text={{
            label: text.heading,
            noun: text.noun,
            loadFailed: text.loadFailed,
            empty: text.empty,
            pagesLabel: text.pagesLabel,
          }}
          rowKey={(item) => item.id}
          rowLabel={(item) => item.name}
          cells={kind.cells}
          actions={
            canEdit
              ? {
                  onEdit: dialog.openEdit,
                  onDelete: (item) => setConfirm({ item, open: true }),
                }
              : undefined
          }
        />
      </Card>
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => setConfirm((current) => ({ ...current, open }))}
        name={confirm.item?.name ?? ''}
        onConfirm={deleteConfirmed}
      />
      <ReferenceDataFormModal
        key={dialog.key}
        kind={kind}
        item={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
    </>
  );
}
