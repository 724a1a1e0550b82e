import { IMPORT_KINDS, REFERENCE_SERVER_ORDER } from '@job-board/contract';
import type { FieldValues } from 'react-hook-form';
import { ImportLink } from '../../../components/list/import-link';
import { ListCard } from '../../../components/list/list-card';
import { useClientList } from '../../../components/list/use-client-list';
import { useDeleteConfirmation } from '../../../components/list/use-delete-confirmation';
import { useListView } from '../../../components/list/use-list-view';
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
  const data = useClientList(view, list, { serverOrder: REFERENCE_SERVER_ORDER });
  const remove = useDeleteReference(kind.endpoints);
  const dialog = useFormDialog<Item>();
  const deletion = useDeleteConfirmation({
    nameOf: (item: Item) => item.name,
    noun: kind.text.deleteNoun,
    remove: (item) => remove.mutateAsync(item),
  });
  const { text } = kind;
  const canEdit = usePermission('reference_data.write');
  const importKind = IMPORT_KINDS.find((name) => name === kind.list.name);

  return (
    <>
      <ListCard
        title={text.heading}
        create={canEdit ? { label: text.add, onClick: dialog.openCreate } : undefined}
        headerActions={importKind && <ImportLink kind={importKind} />}
        view={view}
        data={data}
        text={text}
        rowLabel={(item) => item.name}
        cells={kind.cells}
        actions={canEdit ? { onEdit: dialog.openEdit, onDelete: deletion.ask } : undefined}
      />
      {deletion.dialog}
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
