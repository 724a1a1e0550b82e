import type { Permission } from '@job-board/contract';
import type { ComponentType } from 'react';
import {
  AdminsIcon,
  AuditLogIcon,
  ContentIcon,
  DashboardIcon,
  IntegrationsIcon,
  InvoicesIcon,
  JobsIcon,
  KycIcon,
  PartnersIcon,
  SettingsIcon,
  SubscriptionsIcon,
  UsersIcon,
  type NavIconProps,
} from '../../components/layout/nav-icons';

export type NavItem = {
  to: string;
  label: string;
  icon: ComponentType<NavIconProps>;
  /** The permission the screen needs: the entry is hidden from roles without it. */
  permission: Permission;
};

/** The sidebar's links, in the order the sidebar shows them. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/home', label: 'Dashboard', icon: DashboardIcon, permission: 'dashboard.read' },
  { to: '/jobs', label: 'Jobs', icon: JobsIcon, permission: 'jobs.read' },
  { to: '/partners', label: 'Partners', icon: PartnersIcon, permission: 'partners.read' },
  { to: '/users', label: 'Users', icon: UsersIcon, permission: 'users.read' },
  { to: '/kyc', label: 'KYC Verification', icon: KycIcon, permission: 'kyc.read' },
  {
    to: '/content-management',
    label: 'Content Management',
    icon: ContentIcon,
    permission: 'content.read',
  },
  {
    to: '/subscriptions',
    label: 'Subscriptions',
    icon: SubscriptionsIcon,
    permission: 'subscriptions.read',
  },
  { to: '/invoices', label: 'Invoices', icon: InvoicesIcon, permission: 'subscriptions.read' },
  { to: '/audit-log', label: 'Audit log', icon: AuditLogIcon, permission: 'audit.read' },
  { to: '/admins', label: 'Admins', icon: AdminsIcon, permission: 'admins.read' },
  {
    to: '/integrations',
    label: 'Integrations',
    icon: IntegrationsIcon,
    permission: 'integrations.manage',
  },
];

/** Shown apart, at the bottom of the sidebar. */
export const SETTINGS_NAV_ITEM: NavItem = {
  to: '/settings',
  label: 'Settings',
  icon: SettingsIcon,
  permission: 'settings.read',
};
