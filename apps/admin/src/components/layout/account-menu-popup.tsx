import { Menu } from '@base-ui/react/menu';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { authStore, useAuth } from '../../lib/auth-store';
import { THEME_PREFERENCES, useTheme, type ThemePreference } from '../../lib/theme';
import { ACCOUNT_BUTTON_CLASSES, AccountButtonContent, THEME_LABELS } from './account-menu';

const isThemePreference = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.some((preference) => preference === value);

export type AccountMenuPopupProps = {
  /** Open at once: the admin pressed the button before the menu had loaded. */
  defaultOpen: boolean;
  /** Take the focus: the button standing in for this one had it. */
  focusTrigger: boolean;
};

/** The account menu itself (see AccountMenu, which loads it). */
export function AccountMenuPopup({ defaultOpen, focusTrigger }: AccountMenuPopupProps) {
  const { user } = useAuth();
  const theme = useTheme();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger ref={trigger} title={user?.name ?? ''} className={ACCOUNT_BUTTON_CLASSES}>
        <AccountButtonContent />
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
