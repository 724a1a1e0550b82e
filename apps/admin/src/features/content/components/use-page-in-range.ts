import { useEffect } from 'react';
import type { SetOptions } from '../../../lib/use-list-params';

/**
 * Moves a list back to its last page when the URL's page is past the end (e.g. after deleting
 * the only item of the last page), replacing the history entry.
 */
export function usePageInRange(
  page: number,
  setPage: (page: number, options?: SetOptions) => void,
  lastPage: number | undefined,
) {
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && page > lastPage) {
      setPage(lastPage, { replace: true });
    }
  }, [lastPage, page, setPage]);
}
