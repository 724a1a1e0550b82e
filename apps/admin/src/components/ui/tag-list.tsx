import clsx from 'clsx';

type TagListProps = {
  /** The list's accessible name ("Skills"). */
  label: string;
  tags: readonly { id: number; name: string }[];
  className?: string;
};

/** Names shown as small rounded tags in a wrapping row (a job's skills, a package's features). */
export function TagList({ label, tags, className }: TagListProps) {
  return (
    <ul aria-label={label} className={clsx('flex flex-wrap', className)}>
      {tags.map((tag) => (
        <li
          key={tag.id}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
