import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** The application tab's settings, in the screen's order (this answer nests its list). */
export function useApplicationSettings() {
  return useQuery({
    ...apiQuery(endpoints.settings.application, {}),
    select: (response) => response.data.data,
  });
}
