import type { SettingTab } from '@job-board/contract';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useSettings } from '../api/get-settings';
import { SETTINGS_TEXT } from '../messages';
import { SettingsForm } from './settings-form';

/** Loads one tab's settings and shows its form (or the loading or failure state). */
export function SettingsTabPanel({ tab }: { tab: SettingTab }) {
  const settings = useSettings(tab);
  if (settings.isPending) return <LoadingBlock label={SETTINGS_TEXT.loading} className="h-64" />;
  if (!settings.data) {
    return (
      <ErrorState
        message={errorMessage(settings.error, '')}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }
  return <SettingsForm tab={tab} settings={settings.data} />;
}
