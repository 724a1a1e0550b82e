import clsx from 'clsx';
import { NavLink } from 'react-router';
import { useCan } from '../../lib/permissions';
import { MAIN_NAV_ITEMS, SETTINGS_NAV_ITEM, type NavItem } from './nav-items';
import { useSettingsAppName } from './use-settings-app-name';

/** Below the lg breakpoint (tablets) the sidebar is a narrow rail of icons. */
export const SIDEBAR_WIDTH_CLASSES = 'w-16 lg:w-60';
/** The room the main area leaves for the sidebar. */
export const SIDEBAR_OFFSET_CLASSES = 'pl-16 lg:pl-60';

function SidebarLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      // The label is visually hidden on the rail; the tooltip names the icon for mouse users.
      title={item.label}
      className={({ isActive }) =>
        clsx(
          'flex items-center justify-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors lg:justify-start',
          isActive
            ? 'bg-teal-50 text-teal-800 shadow-[inset_3px_0_0_var(--color-teal-700)]'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icon className="size-5 shrink-0" />
      <span className="sr-only lg:not-sr-only lg:truncate">{item.label}</span>
    </NavLink>
  );
}

/**
 * The fixed left sidebar: the screens, then Settings at the bottom; the current one is marked.
 * Only the screens the signed-in role may open are listed. Its app name, read from the general
 * settings, is the one the whole app shows while signed in (see use-settings-app-name.ts).
 */
export function Sidebar() {
  const appName = useSettingsAppName();
  const can = useCan();
  return (
    <aside
      className={clsx(
        'fixed inset-y-0 left-0 z-30 flex flex-col border-r border-slate-200 bg-white',
        SIDEBAR_WIDTH_CLASSES,
      )}
    >
      <div className="flex h-16 items-center justify-center border-b border-slate-200 px-3 lg:justify-start lg:px-5">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-md bg-teal-700 text-sm font-bold text-white lg:hidden"
        >
          {[...appName][0]?.toUpperCase()}
        </span>
        <span className="sr-only truncate text-base font-semibold text-teal-800 lg:not-sr-only">
          {appName}
        </span>
      </div>
      <nav aria-label="Main" className="flex flex-1 flex-col justify-between overflow-y-auto p-2">
        <ul className="flex flex-col gap-1">
          {MAIN_NAV_ITEMS.filter((item) => can(item.permission)).map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} />
            </li>
          ))}
        </ul>
        {can(SETTINGS_NAV_ITEM.permission) && (
          <ul className="mt-4 border-t border-slate-200 pt-2">
            <li>
              <SidebarLink item={SETTINGS_NAV_ITEM} />
            </li>
          </ul>
        )}
      </nav>
    </aside>
  );
}
