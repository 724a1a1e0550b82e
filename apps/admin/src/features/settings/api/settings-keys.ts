import type { SettingTab } from '@job-board/contract';

/**
 * The query keys of the settings area. The app name of the title and sidebar is read under
 * ['settings', 'general', …] (lib/app-name.ts), so invalidating a tab's key refreshes it too.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  tab: (tab: SettingTab) => [...settingsKeys.all, tab] as const,
};
