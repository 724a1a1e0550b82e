import { Tabs } from '@base-ui/react/tabs';
import type { ComponentType } from 'react';
import { useListParams } from '../../lib/use-list-params';
import { Card } from './card';

type UrlTabsCardProps<T extends string> = {
  /** The tabs in order; the first is open when the URL names none. */
  tabs: readonly [T, ...T[]];
  labels: Readonly<Record<T, string>>;
  panels: Readonly<Record<T, ComponentType>>;
  /** The tab list's accessible name. */
  label: string;
};

/**
 * A card of tabs whose open tab lives in the URL (`?tab=`, the first tab when absent or
 * unknown), so a tab can be linked, reloaded and navigated back to.
 */
export function UrlTabsCard<T extends string>({
  tabs,
  labels,
  panels,
  label,
}: UrlTabsCardProps<T>) {
  const [first] = tabs;
  const list = useListParams({ filters: { tab: first } });
  const isTab = (value: unknown): value is T => tabs.some((tab) => tab === value);
  const tab = isTab(list.filters.tab) ? list.filters.tab : first;

  return (
    <Card bodyClassName="p-0">
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (isTab(value)) list.setFilter('tab', value);
        }}
      >
        <Tabs.List aria-label={label} className="flex gap-1 border-b border-slate-200 px-4">
          {tabs.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              className="-mb-px border-b-2 border-transparent px-3 py-3 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600 data-active:border-teal-700 data-active:text-teal-800"
            >
              {labels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => {
          const Panel: ComponentType = panels[value];
          return (
            <Tabs.Panel key={value} value={value} className="p-4 outline-none sm:p-6">
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs.Root>
    </Card>
  );
}
