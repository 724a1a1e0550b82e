import { endpoints, type EndpointInput } from '@job-board/contract';
import { api } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useApiMutation } from '../../../lib/api-mutation';
import { SETTINGS_TEXT } from '../messages';

export type SettingToSave = EndpointInput<typeof endpoints.settings.save>['body'];

/** Why one setting was refused: the sentence about its value, else the server's message. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.fieldError('value') ?? error.message;
  return errorMessage(error, SETTINGS_TEXT.saveFailed);
}

/**
 * The failure of a save some of whose settings were refused (the others were stored): each
 * reason under its setting's config, and a message naming each setting with its reason.
 */
function refusedSettingsError(refusals: { setting: SettingToSave; error: unknown }[]): ApiError {
  const [first] = refusals;
  return new ApiError({
    status: first?.error instanceof ApiError ? first.error.status : 0,
    message: refusals
      .map(({ setting, error }) =>
        SETTINGS_TEXT.couldNotSave(setting.display_name ?? setting.config_name, reasonOf(error)),
      )
      .join(' '),
    errors: Object.fromEntries(
      refusals.map(({ setting, error }) => [setting.config_name, [reasonOf(error)]]),
    ),
  });
}

/**
 * Saves settings one call per setting, all at once. Resolves once every call succeeded;
 * otherwise rejects, once all have answered, with the refusals (see refusedSettingsError).
 */
export async function saveSettings(settings: readonly SettingToSave[]): Promise<void> {
  const results = await Promise.allSettled(
    settings.map((body) => api(endpoints.settings.save, { body })),
  );
  const refusals = settings.flatMap((setting, index) => {
    const result = results[index];
    return result?.status === 'rejected' ? [{ setting, error: result.reason as unknown }] : [];
  });
  if (refusals.length > 0) throw refusedSettingsError(refusals);
}

/** The setting that says where the website's build hook is (the builds card shows whether set). */
const WEBSITE_HOOK_CONFIG = 'website_webhook_url';

/**
 * Reloads the settings afterwards, even after a partial failure (some settings did change). The
 * app name of the title and sidebar is one of them; the website builds, when the website's build
 * hook was among the settings saved.
 */
export const useSaveSettings = () =>
  useApiMutation(saveSettings, {
    invalidates: (settings) =>
      settings.some((setting) => setting.config_name === WEBSITE_HOOK_CONFIG)
        ? ['settings', endpoints.websiteBuilds.list]
        : ['settings'],
    evenOnFailure: true,
  });
