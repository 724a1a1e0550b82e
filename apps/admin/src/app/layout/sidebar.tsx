import { MainNav } from './main-nav';
import { useSettingsAppName } from './use-settings-app-name';

/**
 * The left sidebar of tablets and wider windows (a rail of icons below the lg breakpoint): the app
 * name over the main navigation. Its app name, read from the general settings, is the one the
 * whole app shows while signed in (see use-settings-app-name.ts).
 *
 * The sidebar is a column of the layout's row, so its background runs the page's whole height
 * however long the screen; its content sticks to the top of the window, one window tall, so the
 * links stay in view while the page scrolls. (A fixed sidebar only ever covers the window's first
 * height of the page, which is where a full-page capture showed it stop.)
 */
export function Sidebar() {
  const appName = useSettingsAppName();
  return (
    <aside className="w-16 shrink-0 border-r border-slate-200 bg-white lg:w-60">
      <div className="sticky top-0 flex h-dvh flex-col">
        <div className="flex h-16 shrink-0 items-center justify-center border-b border-slate-200 px-3 lg:justify-start lg:px-5">
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
        <MainNav variant="sidebar" />
      </div>
    </aside>
  );
}
