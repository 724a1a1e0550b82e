import { Menu } from '@base-ui/react/menu';
import { ProfilePicture } from '../ui/profile-picture';
import { authStore, useAuth } from '../../lib/auth-store';
import { truncate } from '../../utils/truncate';
import { ChevronDownIcon } from './nav-icons';

/** Spec §9: the header shows the admin's name cut to 20 characters plus "...". */
export const HEADER_NAME_LENGTH = 20;

/**
 * The signed-in admin (picture and name) with a dropdown holding Logout. The picture falls back
 * to /img/sample-profile.jpg when missing or broken; local development addresses are rewritten.
 */
export function AccountMenu() {
  const { user } = useAuth();
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
