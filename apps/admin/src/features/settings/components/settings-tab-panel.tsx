import type { SettingTab } from '@job-board/contract';
import { QueryState } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useSettings } from '../api/get-settings';
import { SETTINGS_TEXT } from '../messages';
import { SettingsForm } from './settings-form';

/** Loads one tab's settings and shows its form (or the loading or failure state). */
export function SettingsTabPanel({ tab }: { tab: SettingTab }) {
  const settings = useSettings(tab);
  return (
    <QueryState
      query={settings}
      loading={<LoadingBlock label={SETTINGS_TEXT.loading} className="h-64" />}
      errorFallback={SETTINGS_TEXT.loadFailed}
    >
      {(items) => <SettingsForm tab={tab} settings={items} />}
    </QueryState>
  );
}
