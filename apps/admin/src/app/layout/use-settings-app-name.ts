import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery } from '../../lib/api-query';
import {
  APP_NAME_STALE_MS,
  appNameOf,
  DEFAULT_APP_NAME,
  useAppName,
  useSetAppName,
} from '../../lib/app-name';

/**
 * Signed in, the app name comes from the general settings' query: saving the settings (which
 * invalidates it) renames the app in the sidebar, and, shared through the app name provider, in
 * the browser title and everywhere else. While it loads, or when it fails, the name stays.
 */
export function useSettingsAppName(): string {
  const current = useAppName();
  const setName = useSetAppName();
  const { data, isSuccess } = useQuery({
    ...apiQuery(endpoints.settings.general, {}),
    select: appNameOf,
    staleTime: APP_NAME_STALE_MS,
  });
  useEffect(() => {
    if (isSuccess) setName(data);
  }, [isSuccess, data, setName]);
  return isSuccess ? (data ?? DEFAULT_APP_NAME) : current;
}
