import { saveSettingBody, type SettingTab } from '@job-board/contract';
import { z } from 'zod';
import type { SettingToSave } from './api/use-save-settings';
import type { SettingField } from './setting-fields';

/** What a settings form holds: each setting's value under its config. */
export type SettingsValues = Record<string, string | boolean>;

const isBlank = (value: string | boolean) => typeof value === 'string' && value.trim() === '';

/**
 * A tab's form, checked setting by setting with the contract's `saveSettingBody` (each value's
 * sentence goes under its input), as the settings to save: every setting of the tab, except a
 * secret left blank (the stored one stays).
 */
export function settingsFormSchema(tab: SettingTab, fields: readonly SettingField[]) {
  return z
    .record(z.string(), z.union([z.string(), z.boolean()]))
    .transform((values: SettingsValues, context) => {
      const settings: SettingToSave[] = [];
      for (const field of fields) {
        const value = values[field.config] ?? field.initialValue;
        if (field.kind === 'secret' && isBlank(value)) continue;
        const setting = {
          config_name: field.config,
          display_name: field.label,
          value,
          setting_tab: tab,
        };
        // Only the value is the form's to check; the server judges a config it does not know.
        const valueIssue = saveSettingBody
          .safeParse(setting)
          .error?.issues.find((issue) => issue.path[0] === 'value');
        if (valueIssue) {
          context.addIssue({
            code: 'custom',
            path: [field.config],
            message: valueIssue.message,
            input: value,
          });
        }
        settings.push(setting);
      }
      return settings;
    });
}
