import { Menu } from '@base-ui/react/menu';
import { Link } from 'react-router';
import { ProfilePicture } from '../ui/profile-picture';
import { authStore, useAuth } from '../../lib/auth-store';
import { THEME_PREFERENCES, useTheme, type ThemePreference } from '../../lib/theme';
import { truncate } from '../../utils/truncate';
import { ChevronDownIcon } from './nav-icons';

/** Spec §9: the header shows the admin's name cut to 20 characters plus "...". */
export const HEADER_NAME_LENGTH = 20;

export const THEME_LABELS: Record<ThemePreference, string> = {
  system: 'System theme',
  light: 'Light theme',
  dark: 'Dark theme',
};

const isThemePreference = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.some((preference) => preference === value);

/**
 * The signed-in admin (picture and name) with a dropdown holding Logout. The picture falls back
 * to /img/sample-profile.jpg when missing or broken; local development addresses are rewritten.
 * The menu also picks the colour theme: the system's (the default), light or dark.
 */
export function AccountMenu() {
  const { user } = useAuth();
  const theme = useTheme();
  const name = user?.name ?? '';
  return (
    <Menu.Root>
      <Menu.Trigger
        title={name}
        className="flex max-w-full items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 data-popup-open:bg-slate-50"
      >
        <ProfilePicture src={user?.img_url} className="size-8" />
        <span className="truncate">{truncate(name, HEADER_NAME_LENGTH)}</span>
        <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} align="end" className="z-50 outline-none">
          <Menu.Popup className="min-w-40 rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-800 shadow-lg outline-none">
            <Menu.RadioGroup
              value={theme.preference}
              onValueChange={(value) => {
                if (isThemePreference(value)) theme.setPreference(value);
              }}
              className="border-b border-slate-200 pb-1"
            >
              <Menu.GroupLabel className="px-3 py-1 text-xs font-medium text-slate-600">
                Theme
              </Menu.GroupLabel>
              {THEME_PREFERENCES.map((preference) => (
                <Menu.RadioItem
                  key={preference}
                  value={preference}
                  closeOnClick
                  className="flex cursor-default items-center gap-2 px-3 py-2 outline-none select-none data-highlighted:bg-slate-100"
                >
                  <span className="flex size-4 items-center justify-center" aria-hidden="true">
                    <Menu.RadioItemIndicator className="size-2 rounded-full bg-teal-700" />
                  </span>
                  {THEME_LABELS[preference]}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
            <Menu.LinkItem
              render={<Link to="/account" />}
              closeOnClick
              className="flex cursor-default items-center px-3 py-2 outline-none select-none data-highlighted:bg-slate-100"
            >
              My account
            </Menu.LinkItem>
            <Menu.Item
              onClick={() => void authStore.logout()}
              className="flex cursor-default items-center px-3 py-2 outline-none select-none data-highlighted:bg-slate-100"
            >
              Logout
            </Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
