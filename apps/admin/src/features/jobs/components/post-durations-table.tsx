import type { PostDurationItem } from '@job-board/contract';
import type { Column } from '../../../components/ui/data-table';
import { postDurationsApi } from '../api/post-durations';
import { POST_DURATION_TEXT } from '../messages';
import { loadStateOf } from './load-state';
import { PostDurationFormModal } from './post-duration-form-modal';
import { ResourceTableCard } from './resource-table-card';
import { useClientPage } from './use-client-page';
import { useFormDialog } from './use-form-dialog';

const COLUMNS: readonly Column<PostDurationItem>[] = [
  { id: 'name', header: 'Name', value: (duration) => duration.name },
  {
    id: 'duration',
    header: POST_DURATION_TEXT.durationColumn,
    value: (duration) => duration.duration,
  },
  {
    id: 'premium',
    header: POST_DURATION_TEXT.premiumLabel,
    kind: 'boolean',
    value: (duration) => duration.premium,
  },
];

export function PostDurationsTable() {
  const postDurations = postDurationsApi.useList();
  const remove = postDurationsApi.useDelete();
  const dialog = useFormDialog<PostDurationItem>();
  const { rows, ...page } = useClientPage(postDurations.data, 'post_durations');

  return (
    <>
      <ResourceTableCard<PostDurationItem>
        title={POST_DURATION_TEXT.heading}
        addLabel={POST_DURATION_TEXT.add}
        onAdd={dialog.openCreate}
        columns={COLUMNS}
        rows={rows}
        rowKey={(duration) => duration.id}
        rowLabel={(duration) => duration.name}
        load={loadStateOf(postDurations, POST_DURATION_TEXT.loadFailed)}
        emptyMessage={POST_DURATION_TEXT.empty}
        onEdit={dialog.openEdit}
        onDelete={(duration) => remove.mutateAsync(duration.id)}
        page={page}
        pagesLabel={POST_DURATION_TEXT.pagesLabel}
      />
      <PostDurationFormModal
        key={dialog.key}
        postDuration={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
    </>
  );
}
