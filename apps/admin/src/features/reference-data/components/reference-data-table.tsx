import type { FieldValues } from 'react-hook-form';
import { ResourceTableCard } from '../../../components/ui/resource-table-card';
import { useClientPage } from '../../../lib/use-client-page';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { usePermission } from '../../../lib/permissions';
import { useDeleteReference, useReferenceList } from '../api/reference-data-queries';
import { REFERENCE_PAGE_SIZE } from '../messages';
import type { ReferenceItem, ReferenceKind } from '../reference-kind';
import { ReferenceDataFormModal } from './reference-data-form-modal';

/**
 * The table of one kind of reference data with its create and edit form: every record, a page
 * at a time (the page in the URL), with Edit and Delete for roles that may change it.
 */
export function ReferenceDataTable<Item extends ReferenceItem, Values extends FieldValues, Parsed>({
  kind,
}: {
  kind: ReferenceKind<Item, Values, Parsed>;
}) {
  const list = useReferenceList(kind.endpoints);
  const remove = useDeleteReference(kind.endpoints);
  const dialog = useFormDialog<Item>();
  const { rows, page, sort } = useClientPage(list.data, {
    prefix: kind.pagePrefix,
    pageSize: REFERENCE_PAGE_SIZE,
    // The server sends every record A–Z by name; the name's header turns the order around.
    sorting: { fields: { name: (item) => item.name }, serverOrder: 'name' },
  });
  const columns = kind.columns.map((column) =>
    column.id === 'name' ? { ...column, sortField: 'name' } : column,
  );
  const { text } = kind;
  const canEdit = usePermission('reference_data.write');

  return (
    <>
      <ResourceTableCard<Item>
        title={text.heading}
        addLabel={text.add}
        onAdd={dialog.openCreate}
        columns={columns}
        rows={rows}
        rowKey={(item) => item.id}
        rowLabel={(item) => item.name}
        query={list}
        loadFailed={text.loadFailed}
        emptyMessage={text.empty}
        onEdit={dialog.openEdit}
        onDelete={remove.mutateAsync}
        page={page}
        pagesLabel={text.pagesLabel}
        sort={sort}
        readOnly={!canEdit}
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
