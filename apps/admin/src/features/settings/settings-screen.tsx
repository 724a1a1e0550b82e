import { SETTING_TABS } from '@job-board/contract';
import { PageHeader } from '../../components/layout/page-header';
import { UrlTabsCard } from '../../components/ui/url-tabs-card';
import { SETTINGS_TAB_PANELS } from './components/settings-tab-panel';
import { SETTINGS_TEXT, TAB_LABELS } from './messages';

/** /admin/settings: the general and application settings, the open tab in the URL (?tab=). */
export function SettingsScreen() {
  return (
    <>
      <PageHeader title={SETTINGS_TEXT.title} subtitle={SETTINGS_TEXT.subtitle} />
      <UrlTabsCard
        tabs={SETTING_TABS}
        labels={TAB_LABELS}
        panels={SETTINGS_TAB_PANELS}
        label={SETTINGS_TEXT.tabsLabel}
      />
    </>
  );
}
