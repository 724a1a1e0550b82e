import type { ComponentType } from 'react';
import {
  ContentIcon,
  DashboardIcon,
  InvoicesIcon,
  JobsIcon,
  KycIcon,
  PartnersIcon,
  SettingsIcon,
  SubscriptionsIcon,
  UsersIcon,
  type NavIconProps,
} from '../../components/layout/nav-icons';

export type NavItem = { to: string; label: string; icon: ComponentType<NavIconProps> };

/** The sidebar's links, in the spec's order (spec §2). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/home', label: 'Dashboard', icon: DashboardIcon },
  { to: '/jobs', label: 'Jobs', icon: JobsIcon },
  { to: '/partners', label: 'Partners', icon: PartnersIcon },
  { to: '/users', label: 'Users', icon: UsersIcon },
  { to: '/kyc', label: 'KYC Verification', icon: KycIcon },
  { to: '/content-management', label: 'Content Management', icon: ContentIcon },
  { to: '/subscriptions', label: 'Subscriptions', icon: SubscriptionsIcon },
  { to: '/invoices', label: 'Invoices', icon: InvoicesIcon },
];

/** Shown apart, at the bottom of the sidebar. */
export const SETTINGS_NAV_ITEM: NavItem = {
  to: '/settings',
  label: 'Settings',
  icon: SettingsIcon,
};
