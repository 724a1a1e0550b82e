import type { CategoryItem } from '@job-board/contract';
import type { Column } from '../../../components/ui/data-table';
import { categoriesApi } from '../api/categories';
import { CATEGORY_TEXT } from '../messages';
import { CategoryFormModal } from './category-form-modal';
import { loadStateOf } from './load-state';
import { ResourceTableCard } from './resource-table-card';
import { useClientPage } from './use-client-page';
import { useFormDialog } from './use-form-dialog';

const COLUMNS: readonly Column<CategoryItem>[] = [
  {
    id: 'icon',
    header: CATEGORY_TEXT.iconLabel,
    kind: 'image',
    src: (category) => category.icon,
    alt: (category) => `${category.name} icon`,
    className: 'w-16',
  },
  { id: 'name', header: 'Name', value: (category) => category.name },
];

export function CategoriesTable() {
  const categories = categoriesApi.useList();
  const remove = categoriesApi.useDelete();
  const dialog = useFormDialog<CategoryItem>();
  const { rows, ...page } = useClientPage(categories.data, 'categories');

  return (
    <>
      <ResourceTableCard<CategoryItem>
        title={CATEGORY_TEXT.heading}
        addLabel={CATEGORY_TEXT.add}
        onAdd={dialog.openCreate}
        columns={COLUMNS}
        rows={rows}
        rowKey={(category) => category.id}
        rowLabel={(category) => category.name}
        load={loadStateOf(categories, CATEGORY_TEXT.loadFailed)}
        emptyMessage={CATEGORY_TEXT.empty}
        onEdit={dialog.openEdit}
        onDelete={(category) => remove.mutateAsync(category.id)}
        page={page}
        pagesLabel={CATEGORY_TEXT.pagesLabel}
      />
      <CategoryFormModal
        key={dialog.key}
        category={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
    </>
  );
}
