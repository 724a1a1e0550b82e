import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** Every package with its features, by id. */
export function usePackages() {
  return useQuery({
    ...apiQuery(endpoints.packages.list, {}),
    select: (response) => response.data,
  });
}
