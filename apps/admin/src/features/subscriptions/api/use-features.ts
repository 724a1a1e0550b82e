import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** Every package feature, by id. */
export function useFeatures() {
  return useQuery({
    ...apiQuery(endpoints.features.list, {}),
    select: (response) => response.data,
  });
}
