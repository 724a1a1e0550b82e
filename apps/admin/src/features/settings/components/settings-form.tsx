import type { SettingItem, SettingTab } from '@job-board/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { notifyError } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { useSaveForm } from '../../../lib/use-save-form';
import { useSaveSettings } from '../api/use-save-settings';
import { SAVED_MESSAGES, SETTINGS_TEXT, SETTINGS_TOAST_MS } from '../messages';
import { toSettingField, type SettingField } from '../setting-fields';
import { settingsFormSchema, type SettingsValues } from '../settings-form-schema';

type SettingsFormProps = { tab: SettingTab; settings: readonly SettingItem[] };

function secretHint(field: SettingField) {
  return field.hasValue ? SETTINGS_TEXT.secretSet : SETTINGS_TEXT.secretNotSet;
}

/**
 * The inputs of one settings tab, built from the settings the server returned, with the server's
 * labels and rules. Save sends one call per setting and reports once all of them have answered:
 * the tab's success toast, or a toast naming each refused setting with its reason under it.
 */
export function SettingsForm({ tab, settings }: SettingsFormProps) {
  const fields = settings.map(toSettingField);
  const secrets = fields.filter((field) => field.kind === 'secret');
  const defaultValues: SettingsValues = Object.fromEntries(
    fields.map((field) => [field.config, field.initialValue]),
  );
  const saveSettings = useSaveSettings();
  const saveForm = useSaveForm({
    schema: settingsFormSchema(tab, fields),
    defaultValues,
    save: async (toSave) => {
      try {
        await saveSettings.mutateAsync(toSave);
      } catch (error) {
        notifyError(errorMessage(error, SETTINGS_TEXT.saveFailed));
        throw error;
      }
    },
    success: { message: SAVED_MESSAGES[tab], toast: true, toastMs: SETTINGS_TOAST_MS },
    // The typed secret is now stored: clear it, its hint says "Set" once the tab reloads.
    onSaved: () => secrets.forEach((field) => saveForm.form.setValue(field.config, '')),
    failureFallback: SETTINGS_TEXT.saveFailed,
    guardLeave: true,
  });
  const {
    register,
    formState: { errors },
  } = saveForm.form;

  return (
    <form noValidate onSubmit={saveForm.submit} className="flex max-w-2xl flex-col gap-4">
      {fields.map((field) => {
        const error = errors[field.config]?.message;
        if (field.kind === 'boolean') {
          return (
            <CheckboxField
              key={field.config}
              label={field.label}
              error={error}
              {...register(field.config)}
            />
          );
        }
        return (
          <TextField
            key={field.config}
            label={field.label}
            type={field.inputType}
            inputMode={field.isUrl ? 'url' : undefined}
            autoComplete="off"
            hint={field.kind === 'secret' ? secretHint(field) : undefined}
            error={error}
            {...register(field.config)}
          />
        );
      })}
      <div>
        <Button
          type="submit"
          disabled={saveForm.isSaving}
          aria-busy={saveForm.isSaving || undefined}
        >
          {SETTINGS_TEXT.save}
        </Button>
      </div>
      {saveForm.leaveGuard}
    </form>
  );
}
