import { Outlet } from 'react-router';
import { CommandPalette } from '../../components/layout/command-palette';
import { useIsPhone } from '../../components/list/use-is-phone';
import { TwoFactorGate } from '../../features/two-factor/two-factor-gate';
import { useCan } from '../../lib/permissions';
import { MAIN_NAV_ITEMS, SETTINGS_NAV_ITEM } from './nav-items';
import { NavigationProgress } from './navigation-progress';
import { PhoneNavBar } from './phone-nav-bar';
import { Sidebar } from './sidebar';
import { SignedInQueries } from './signed-in-queries';

/** Every screen of the sidebar, for the command palette's "Go to". */
const PALETTE_SCREENS = [...MAIN_NAV_ITEMS, SETTINGS_NAV_ITEM];

/**
 * The signed-in frame: a skip link, the navigation (a sidebar beside the screen, or on a phone a
 * top bar whose menu holds it, so the screen has the whole width), the current screen, the
 * command palette (its screens those the role may open), with the server state of the signed-in
 * screens.
 */
export function AppLayout() {
  return (
    <SignedInQueries>
      <LayoutFrame />
    </SignedInQueries>
  );
}

function LayoutFrame() {
  const can = useCan();
  const isPhone = useIsPhone();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 sm:flex-row">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-teal-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      {isPhone ? <PhoneNavBar /> : <Sidebar />}
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <div className="mx-auto max-w-7xl p-4 md:p-6 lg:p-8">
          <TwoFactorGate>
            <Outlet />
          </TwoFactorGate>
        </div>
      </main>
      <CommandPalette screens={PALETTE_SCREENS.filter((item) => can(item.permission))} />
    </div>
  );
}
