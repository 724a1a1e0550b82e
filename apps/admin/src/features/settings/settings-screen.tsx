import { SETTING_TABS, type SettingTab } from '@job-board/contract';
import { Tabs } from '@base-ui/react/tabs';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { useListParams } from '../../lib/use-list-params';
import { SETTINGS_TAB_PANELS } from './components/settings-tab-panel';
import { SETTINGS_TEXT, TAB_LABELS } from './messages';

const DEFAULT_TAB: SettingTab = 'general';

const isSettingTab = (value: unknown): value is SettingTab =>
  SETTING_TABS.some((tab) => tab === value);

/** /admin/settings: the general and application settings, the open tab in the URL (?tab=). */
export function SettingsScreen() {
  const list = useListParams({ filters: { tab: DEFAULT_TAB } });
  const tab = isSettingTab(list.filters.tab) ? list.filters.tab : DEFAULT_TAB;

  return (
    <>
      <PageHeader title={SETTINGS_TEXT.title} subtitle={SETTINGS_TEXT.subtitle} />
      <Card bodyClassName="p-0">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            if (isSettingTab(value)) list.setFilter('tab', value);
          }}
        >
          <Tabs.List
            aria-label={SETTINGS_TEXT.tabsLabel}
            className="flex gap-1 border-b border-slate-200 px-4"
          >
            {SETTING_TABS.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                className="-mb-px border-b-2 border-transparent px-3 py-3 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600 data-active:border-teal-700 data-active:text-teal-800"
              >
                {TAB_LABELS[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SETTING_TABS.map((value) => {
            const Panel = SETTINGS_TAB_PANELS[value];
            return (
              <Tabs.Panel key={value} value={value} className="p-4 outline-none sm:p-6">
                <Panel />
              </Tabs.Panel>
            );
          })}
        </Tabs.Root>
      </Card>
    </>
  );
}
