import clsx from 'clsx';
import { pageWindow } from '../../utils/page-window';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type PaginationProps = {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name; give each one on a page its own ("Invoices pages"). */
  label?: string;
  /** The previous-page button's text (default "Previous"; the KYC list's says "Prev"). */
  previousLabel?: string;
  /** The pointer or the focus reached the button of this page: a chance to load it ahead. */
  onPageIntent?: (page: number) => void;
  className?: string;
};

const CONTROL =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * Previous, a window of 10 page numbers around the current page, and Next. Hidden when there is
 * only one page.
 */
export function Pagination({
  currentPage,
  lastPage,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous',
  onPageIntent,
  className,
}: PaginationProps) {
  if (lastPage <= 1) return null;
  const current = Math.min(Math.max(1, currentPage), lastPage);
  const intentOn = (page: number) =>
    onPageIntent && page !== current && page >= 1 && page <= lastPage
      ? { onPointerEnter: () => onPageIntent(page), onFocus: () => onPageIntent(page) }
      : {};

  return (
    <nav aria-label={label} className={clsx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={clsx(CONTROL, 'text-slate-700 hover:enabled:bg-slate-100')}
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
            {...intentOn(current - 1)}
          >
            <ChevronLeftIcon />
            {previousLabel}
          </button>
        </li>
        {pageWindow(current, lastPage).map((page) => {
          const isCurrent = page === current;
          return (
            // A phone shows only the current page's number between Previous and Next.
            <li key={page} className={isCurrent ? undefined : 'hidden sm:list-item'}>
              <button
                type="button"
                aria-label={`Page ${page}`}
                aria-current={isCurrent ? 'page' : undefined}
                {...intentOn(page)}
                className={clsx(
                  CONTROL,
                  isCurrent ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
                onClick={() => {
                  if (!isCurrent) onPageChange(page);
                }}
              >
                {page}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={clsx(CONTROL, 'text-slate-700 hover:enabled:bg-slate-100')}
            disabled={current >= lastPage}
            onClick={() => onPageChange(current + 1)}
            {...intentOn(current + 1)}
          >
            Next
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
