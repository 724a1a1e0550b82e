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
  TrashIcon,
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

const item = (
  to: string,
  label: string,
  icon: NavItem['icon'],
  permission: Permission,
): NavItem => ({ to, label, icon, permission });

/** The sidebar's links, in the order the sidebar shows them. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  item('/home', 'Dashboard', DashboardIcon, 'dashboard.read'),
  item('/jobs', 'Jobs', JobsIcon, 'jobs.read'),
  item('/partners', 'Partners', PartnersIcon, 'partners.read'),
  item('/users', 'Users', UsersIcon, 'users.read'),
  item('/kyc', 'KYC Verification', KycIcon, 'kyc.read'),
  item('/content-management', 'Content Management', ContentIcon, 'content.read'),
  item('/subscriptions', 'Subscriptions', SubscriptionsIcon, 'subscriptions.read'),
  item('/invoices', 'Invoices', InvoicesIcon, 'subscriptions.read'),
  item('/audit-log', 'Audit log', AuditLogIcon, 'audit.read'),
  item('/trash', 'Trash', TrashIcon, 'trash.read'),
  item('/admins', 'Admins', AdminsIcon, 'admins.read'),
  item('/integrations', 'Integrations', IntegrationsIcon, 'integrations.manage'),
];

/** Shown apart, at the bottom of the sidebar. */
export const SETTINGS_NAV_ITEM = item('/settings', 'Settings', SettingsIcon, 'settings.read');
