import clsx from 'clsx';
import type { ListParams } from '../../lib/use-list-params';
import { SearchBox } from './search-box';
import { SortFilter, type SortOption } from './sort-filter';

type ListToolbarProps = {
  /** The list's state from `useListParams`: the search box and the sort select write to it. */
  list: Pick<ListParams<string>, 'search' | 'setSearch' | 'sort' | 'setSort'>;
  sortOptions: readonly SortOption[];
  /** The accessible names and the placeholder, e.g. a feature's message object. */
  text: { searchLabel: string; searchPlaceholder: string; sortLabel: string };
  /** An extra first sort option with the value '' (e.g. "Newest first"). */
  emptySortLabel?: string;
  /** The search box's width (default "min-w-48 flex-1"). */
  searchClassName?: string;
  className?: string;
};

/** The search box and sort select above a list whose state is in the URL. */
export function ListToolbar({
  list,
  sortOptions,
  text,
  emptySortLabel,
  searchClassName = 'min-w-48 flex-1',
  className,
}: ListToolbarProps) {
  return (
    <div className={clsx('flex flex-wrap items-end gap-3', className)}>
      <SearchBox
        value={list.search}
        onChange={list.setSearch}
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        className={searchClassName}
      />
      <SortFilter
        value={list.sort}
        onChange={list.setSort}
        options={sortOptions}
        label={text.sortLabel}
        emptyOptionLabel={emptySortLabel}
      />
    </div>
  );
}
