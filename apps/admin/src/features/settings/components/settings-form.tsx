import type { SettingItem, SettingTab } from '@job-board/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { SaveSettingsError, useSaveSettings, type SettingToSave } from '../api/save-settings';
import { SAVED_MESSAGES, SETTINGS_TEXT, SETTINGS_TOAST_MS } from '../messages';
import { toSettingField, type SettingField } from '../setting-fields';

type SettingsValues = Record<string, string | boolean>;

type SettingsFormProps = { tab: SettingTab; settings: readonly SettingItem[] };

/** Why one setting was refused: the sentence about its value, else the server's message. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.fieldError('value') ?? error.message;
  return errorMessage(error, SETTINGS_TEXT.saveFailed);
}

/** What to send: every setting of the tab, except a secret left blank (the stored one stays). */
function settingsToSave(fields: readonly SettingField[], values: SettingsValues): SettingToSave[] {
  return fields.flatMap((field) => {
    const value = values[field.config] ?? field.initialValue;
    if (field.kind === 'secret' && (typeof value !== 'string' || value.trim() === '')) return [];
    return [{ config: field.config, name: field.label, value }];
  });
}

function secretHint(field: SettingField) {
  return field.hasValue ? SETTINGS_TEXT.secretSet : SETTINGS_TEXT.secretNotSet;
}

/**
 * The inputs of one settings tab, built from the settings the server returned, with the server's
 * labels and rules. Save sends one call per setting and reports once all of them have answered.
 */
export function SettingsForm({ tab, settings }: SettingsFormProps) {
  const fields = useMemo(() => settings.map(toSettingField), [settings]);
  const save = useSaveSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SettingsValues>({
    defaultValues: Object.fromEntries(fields.map((field) => [field.config, field.initialValue])),
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { tab, settings: settingsToSave(fields, values) },
      {
        onSuccess: () => {
          // The typed secret is now stored: clear it, its hint says "Set".
          const secrets = fields.filter((field) => field.kind === 'secret');
          reset({ ...values, ...Object.fromEntries(secrets.map((field) => [field.config, ''])) });
          notifySuccess(SAVED_MESSAGES[tab], { duration: SETTINGS_TOAST_MS });
        },
        onError: (error) => {
          if (!(error instanceof SaveSettingsError)) {
            notifyError(errorMessage(error, SETTINGS_TEXT.saveFailed));
            return;
          }
          for (const { setting, error: cause } of error.failures) {
            setError(setting.config, { type: 'server', message: reasonOf(cause) });
          }
          notifyError(
            error.failures
              .map(({ setting, error: cause }) =>
                SETTINGS_TEXT.couldNotSave(setting.name, reasonOf(cause)),
              )
              .join(' '),
          );
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-4">
      {fields.map((field) => {
        const rules = {
          validate: (value: string | boolean) => field.check(value) ?? true,
        };
        const error = errors[field.config]?.message;
        if (field.kind === 'boolean') {
          return (
            <CheckboxField
              key={field.config}
              label={field.label}
              error={error}
              {...register(field.config, rules)}
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
            {...register(field.config, rules)}
          />
        );
      })}
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {SETTINGS_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
