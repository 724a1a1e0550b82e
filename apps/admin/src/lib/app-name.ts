import type { SettingItem } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './api-client';

/** Shown while the app name loads, when it cannot be loaded, and when it is blank. */
export const DEFAULT_APP_NAME = 'Job Board';

const APP_NAME_STALE_MS = 5 * 60_000;

/**
 * The app_name setting of GET /api/settings/general. Its key sits under ['settings', 'general'],
 * so invalidating the general settings after a save refreshes the name everywhere.
 */
export const appNameQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'general', 'app-name'],
    queryFn: async ({ signal }) => {
      const response = await get<{ data: SettingItem[] }>('/api/settings/general', undefined, {
        signal,
      });
      const value = response.data.find((setting) => setting.config === 'app_name')?.value;
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    },
    staleTime: APP_NAME_STALE_MS,
  });

/** The product's name for titles and the sidebar, "Job Board" until (or unless) it loads. */
export function useAppName(): string {
  const { data } = useQuery(appNameQueryOptions());
  return data ?? DEFAULT_APP_NAME;
}
