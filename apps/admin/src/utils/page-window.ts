/** How many page numbers the pagination control shows at once. */
export const PAGINATION_WINDOW = 10;

/**
 * The page numbers to show: up to `size` consecutive pages with the current one near the middle,
 * shifted so the window never runs past page 1 or the last page.
 */
export function pageWindow(
  currentPage: number,
  lastPage: number,
  size = PAGINATION_WINDOW,
): number[] {
  if (lastPage < 1 || size < 1) return [];
  const current = Math.min(Math.max(1, currentPage), lastPage);
  const count = Math.min(size, lastPage);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
