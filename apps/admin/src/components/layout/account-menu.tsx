import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth-store';
import {
  loadOnIntent,
  MENU_LOAD_FAILED,
  STAND_IN_FAILED_CLASSES,
  useStandInTrigger,
} from '../../lib/load-on-intent';
import type { ThemePreference } from '../../lib/theme';
import { truncate } from '../../utils/truncate';
import { ProfilePicture } from '../ui/profile-picture';
import { ChevronDownIcon } from './nav-icons';

/** The header shows the admin's name cut to 20 characters plus "...". */
export const HEADER_NAME_LENGTH = 20;

export const THEME_LABELS: Record<ThemePreference, string> = {
  system: 'System theme',
  light: 'Light theme',
  dark: 'Dark theme',
};

export const ACCOUNT_BUTTON_CLASSES =
  'flex max-w-full items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 data-popup-open:bg-slate-50';

/** What the account button shows: the admin's picture and name. */
export function AccountButtonContent(): ReactNode {
  const { user } = useAuth();
  return (
    <>
      <ProfilePicture src={user?.img_url} className="size-8" />
      <span className="truncate">{truncate(user?.name ?? '', HEADER_NAME_LENGTH)}</span>
      <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
    </>
  );
}

const popup = loadOnIntent(() =>
  import('./account-menu-popup').then((module) => module.AccountMenuPopup),
);
const AccountMenuPopup = popup.Component;

/**
 * The signed-in admin (picture and name) with a dropdown holding Logout. The picture falls back
 * to /img/sample-profile.jpg when missing or broken; local development addresses are rewritten.
 * The menu also picks the colour theme: the system's (the default), light or dark.
 *
 * The menu's code (and its menu library) loads when the admin first points at, focuses or
 * presses the button, not with the screen: until then the same button stands in for it, and a
 * press opens the menu as soon as it has loaded.
 */
export function AccountMenu() {
  const { user } = useAuth();
  const loaded = popup.useLoaded();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const { triggerProps, focused, keepStandIn, failed } = useStandInTrigger(
    popup,
    setOpenWhenLoaded,
  );
  const standIn = (
    <button
      {...triggerProps}
      title={failed ? MENU_LOAD_FAILED : (user?.name ?? '')}
      className={clsx(ACCOUNT_BUTTON_CLASSES, failed && STAND_IN_FAILED_CLASSES)}
    >
      <AccountButtonContent />
    </button>
  );
  if (!loaded || keepStandIn) return standIn;
  return <AccountMenuPopup defaultOpen={openWhenLoaded} focusTrigger={focused} />;
}
