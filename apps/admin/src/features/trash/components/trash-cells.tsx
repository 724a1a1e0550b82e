import { TRASH_KIND_LABELS, type TrashItem } from '@job-board/contract';
import type { CellSpecs } from '../../../components/list/list-columns';
import { TimeAgo } from '../../../components/ui/time-ago';
import { formatDate } from '../../../utils/format-date';
import { TRASH_TEXT } from '../messages';

/** One count of what went with a record: "12 jobs", "1 application". */
const counted = ({ what, count }: TrashItem['contents'][number]) =>
  `${count.toLocaleString('en')} ${count === 1 && what.endsWith('s') ? what.slice(0, -1) : what}`;

/** What went to the trash with the record, in words: "12 jobs, 340 applications". */
export const describeContents = (contents: TrashItem['contents']): string =>
  contents
    .filter((content) => content.count > 0)
    .map(counted)
    .join(', ');

/** How the trash list (TRASH_LIST) shows its columns. */
export const TRASH_CELLS: CellSpecs<TrashItem> = {
  kind: { value: (item) => TRASH_KIND_LABELS[item.kind] },
  contents: { value: (item) => describeContents(item.contents) || TRASH_TEXT.nothingWithIt },
  deleted_by: { value: (item) => item.deleted_by?.name ?? TRASH_TEXT.system },
  deleted_at: {
    value: (item) => item.deleted_at,
    render: (item) => <TimeAgo value={item.deleted_at} />,
  },
  purge_after: {
    value: (item) => item.purge_after,
    render: (item) => formatDate(item.purge_after),
  },
};
