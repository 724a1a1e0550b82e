import type { SettingItem, SettingTab } from '@job-board/contract';
import type { ComponentType } from 'react';
import { QueryState, type QueryStateSource } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useApplicationSettings } from '../api/use-application-settings';
import { useGeneralSettings } from '../api/use-general-settings';
import { SETTINGS_TEXT } from '../messages';
import { SettingsForm } from './settings-form';
import { WebsiteBuildsCard } from './website-builds-card';

type SettingsTabPanelProps = { tab: SettingTab; settings: QueryStateSource<SettingItem[]> };

/** One tab's form once its settings are loaded (or the loading or failure state). */
function SettingsTabPanel({ tab, settings }: SettingsTabPanelProps) {
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

/** The general settings, then the website builds their Website Webhook URL starts. */
function GeneralSettingsPanel() {
  return (
    <>
      <SettingsTabPanel tab="general" settings={useGeneralSettings()} />
      <WebsiteBuildsCard />
    </>
  );
}

function ApplicationSettingsPanel() {
  return <SettingsTabPanel tab="application" settings={useApplicationSettings()} />;
}

/** The panel of each tab, each reading its own endpoint. */
export const SETTINGS_TAB_PANELS = {
  general: GeneralSettingsPanel,
  application: ApplicationSettingsPanel,
} satisfies Record<SettingTab, ComponentType>;
