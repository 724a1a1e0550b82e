import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** The general tab's settings, in the screen's order. */
export function useGeneralSettings() {
  return useQuery({
    ...apiQuery(endpoints.settings.general, {}),
    select: (response) => response.data,
  });
}
