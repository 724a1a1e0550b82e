import { Tabs } from '@base-ui/react/tabs';
import type { ComponentType } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { useListParams } from '../../lib/use-list-params';
import { ApiKeysPanel } from './components/api-keys-panel';
import { WebhookEndpointsPanel } from './components/webhook-endpoints-panel';
import { INTEGRATIONS_TEXT } from './messages';

const TABS = ['webhooks', 'api-keys'] as const;
type IntegrationsTab = (typeof TABS)[number];

const DEFAULT_TAB: IntegrationsTab = 'webhooks';

const isTab = (value: unknown): value is IntegrationsTab => TABS.some((tab) => tab === value);

const PANELS: Record<IntegrationsTab, ComponentType> = {
  webhooks: WebhookEndpointsPanel,
  'api-keys': ApiKeysPanel,
};

/**
 * /admin/integrations (owners): the webhook endpoints and the API keys of the platform's
 * services, the open tab in the URL (?tab=api-keys).
 */
export function IntegrationsScreen() {
  const list = useListParams({ filters: { tab: DEFAULT_TAB } });
  const tab = isTab(list.filters.tab) ? list.filters.tab : DEFAULT_TAB;

  return (
    <>
      <PageHeader title={INTEGRATIONS_TEXT.title} subtitle={INTEGRATIONS_TEXT.subtitle} />
      <Card bodyClassName="p-0">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            if (isTab(value)) list.setFilter('tab', value);
          }}
        >
          <Tabs.List
            aria-label={INTEGRATIONS_TEXT.tabsLabel}
            className="flex gap-1 border-b border-slate-200 px-4"
          >
            {TABS.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                className="-mb-px border-b-2 border-transparent px-3 py-3 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600 data-active:border-teal-700 data-active:text-teal-800"
              >
                {INTEGRATIONS_TEXT.tabs[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((value) => {
            const Panel = PANELS[value];
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
