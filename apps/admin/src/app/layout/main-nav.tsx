import clsx from 'clsx';
import { NavLink } from 'react-router';
import { useCan } from '../../lib/permissions';
import { MAIN_NAV_ITEMS, SETTINGS_NAV_ITEM, type NavItem } from './nav-items';

/**
 * How the links are laid out: in the sidebar (a rail of icons below the lg breakpoint, icons and
 * labels from lg up) or in the phone's menu drawer (always icons and labels, taller to tap).
 */
export type MainNavVariant = 'sidebar' | 'drawer';

const LINK_LAYOUT: Record<MainNavVariant, { link: string; label: string }> = {
  sidebar: {
    link: 'justify-center py-2 lg:justify-start',
    label: 'sr-only lg:not-sr-only lg:truncate',
  },
  drawer: { link: 'py-2.5', label: 'truncate' },
};

type LinkProps = { item: NavItem; variant: MainNavVariant; onNavigate?: () => void };

function MainNavLink({ item, variant, onNavigate }: LinkProps) {
  const Icon = item.icon;
  const layout = LINK_LAYOUT[variant];
  return (
    <NavLink
      to={item.to}
      // On the rail the label is visually hidden; the tooltip names the icon for mouse users.
      title={variant === 'sidebar' ? item.label : undefined}
      onClick={onNavigate}
      className={({ isActive }) =>
        clsx(
          'flex items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
          layout.link,
          isActive
            ? 'bg-teal-50 text-teal-800 shadow-[inset_3px_0_0_var(--color-teal-700)]'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icon className="size-5 shrink-0" />
      <span className={layout.label}>{item.label}</span>
    </NavLink>
  );
}

/**
 * The app's main navigation: the screens, then Settings apart at the bottom; the current one is
 * marked. Only the screens the signed-in role may open are listed. `onNavigate` runs when a link
 * is followed (the drawer closes itself with it).
 */
export function MainNav({
  variant,
  onNavigate,
}: {
  variant: MainNavVariant;
  onNavigate?: () => void;
}) {
  const can = useCan();
  return (
    <nav aria-label="Main" className="flex flex-1 flex-col justify-between overflow-y-auto p-2">
      <ul className="flex flex-col gap-1">
        {MAIN_NAV_ITEMS.filter((item) => can(item.permission)).map((item) => (
          <li key={item.to}>
            <MainNavLink item={item} variant={variant} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {can(SETTINGS_NAV_ITEM.permission) && (
        <ul className="mt-4 border-t border-slate-200 pt-2">
          <li>
            <MainNavLink item={SETTINGS_NAV_ITEM} variant={variant} onNavigate={onNavigate} />
          </li>
        </ul>
      )}
    </nav>
  );
}
