import type { SettingItem, SettingTab } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

type GeneralSettingsResponse = { data: SettingItem[] };
type ApplicationSettingsResponse = { result: true; data: { data: SettingItem[] } };

/** The settings of a tab, in the screen's order (the two calls wrap their lists differently). */
export async function getSettings(tab: SettingTab, signal?: AbortSignal): Promise<SettingItem[]> {
  if (tab === 'general') {
    const response = await get<GeneralSettingsResponse>('/api/settings/general', undefined, {
      signal,
    });
    return response.data;
  }
  const response = await get<ApplicationSettingsResponse>('/api/settings/application', undefined, {
    signal,
  });
  return response.data.data;
}

export const settingsQuery = (tab: SettingTab) =>
  queryOptions({
    queryKey: settingsKeys.tab(tab),
    queryFn: ({ signal }) => getSettings(tab, signal),
  });

export function useSettings(tab: SettingTab) {
  return useQuery(settingsQuery(tab));
}
