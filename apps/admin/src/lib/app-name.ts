import { endpoints, type ResponseOf } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from './api-query';

/** Shown while the app name loads, when it cannot be loaded, and when it is blank. */
export const DEFAULT_APP_NAME = 'Job Board';

const APP_NAME_STALE_MS = 5 * 60_000;

function appNameOf(settings: ResponseOf<typeof endpoints.settings.general>): string | null {
  const value = settings.data.find((setting) => setting.config === 'app_name')?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The product's name for titles and the sidebar, "Job Board" until (or unless) it loads. It is
 * read from the general settings' query, so saving those settings refreshes the name everywhere.
 */
export function useAppName(): string {
  const { data } = useQuery({
    ...apiQuery(endpoints.settings.general, {}),
    select: appNameOf,
    staleTime: APP_NAME_STALE_MS,
  });
  return data ?? DEFAULT_APP_NAME;
}
