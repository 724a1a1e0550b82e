import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import { MenuIcon } from '../../components/layout/nav-icons';
import { loadOnIntent, MENU_LOAD_FAILED, STAND_IN_FAILED_CLASSES } from '../../lib/load-on-intent';
import { useSettingsAppName } from './use-settings-app-name';

// The drawer (and its dialog library) loads when the admin first reaches for the Menu button,
// not with every page; once loaded it stays mounted, so closing it returns the focus.
const drawer = loadOnIntent(() => import('./nav-drawer').then((module) => module.NavDrawer));
const NavDrawer = drawer.Component;

/**
 * The top of the frame on a phone, in place of the sidebar: a Menu button opening the main
 * navigation in a drawer (see nav-drawer.tsx), and the app name.
 */
export function PhoneNavBar() {
  const appName = useSettingsAppName();
  const drawerId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  function openDrawer() {
    setFailed(false);
    setOpen(true);
    drawer.load().catch(() => {
      setFailed(true);
      setOpen(false);
    });
  }

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-2">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        title={failed ? MENU_LOAD_FAILED : undefined}
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onClick={openDrawer}
        className={clsx(
          'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          failed && STAND_IN_FAILED_CLASSES,
        )}
      >
        <MenuIcon />
        Menu
      </button>
      <span className="truncate text-base font-semibold text-teal-800">{appName}</span>
      <NavDrawer open={open} onOpenChange={setOpen} id={drawerId} title={appName} opener={button} />
    </header>
  );
}
