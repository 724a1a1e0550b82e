import type { SettingTab } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export type SettingToSave = {
  config: string;
  /** The server's label, sent as display_name (the server keeps its own). */
  name: string;
  value: string | boolean;
};

export type SettingFailure = { setting: SettingToSave; error: unknown };

/** Some settings of a save were not stored; the others were. */
export class SaveSettingsError extends Error {
  readonly failures: readonly SettingFailure[];

  constructor(failures: readonly SettingFailure[]) {
    super(`${failures.length} of the settings could not be saved.`);
    this.name = 'SaveSettingsError';
    this.failures = failures;
  }
}

export type SaveSettingsInput = { tab: SettingTab; settings: readonly SettingToSave[] };

/**
 * POST /api/settings/save once per setting (spec §7). Resolves only when every call succeeded;
 * otherwise rejects with a SaveSettingsError listing each setting that failed and why.
 */
export async function saveSettings({ tab, settings }: SaveSettingsInput): Promise<void> {
  const results = await Promise.allSettled(
    settings.map((setting) =>
      post('/api/settings/save', {
        config_name: setting.config,
        display_name: setting.name,
        value: setting.value,
        setting_tab: tab,
      }),
    ),
  );
  const failures = settings.flatMap((setting, index) => {
    const result = results[index];
    return result?.status === 'rejected' ? [{ setting, error: result.reason as unknown }] : [];
  });
  if (failures.length > 0) throw new SaveSettingsError(failures);
}

/** Reloads the tab afterwards, even after a partial failure (some settings did change). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: settingsKeys.tab(input.tab) }),
  });
}
