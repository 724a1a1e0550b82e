import { Icon, type IconProps } from '../ui/icons';

export type NavIconProps = IconProps;

/** A decorative 24×24 line icon for the sidebar; the link around it carries the name. */
function NavIcon({ className = 'size-5', ...props }: NavIconProps) {
  return <Icon viewBox="0 0 24 24" className={className} {...props} />;
}

export function DashboardIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <rect x="3" y="3" width="7" height="9" rx="1.5" />
      <rect x="14" y="3" width="7" height="5" rx="1.5" />
      <rect x="14" y="12" width="7" height="9" rx="1.5" />
      <rect x="3" y="16" width="7" height="5" rx="1.5" />
    </NavIcon>
  );
}

export function JobsIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2" />
      <path d="M3 13h18" />
    </NavIcon>
  );
}

export function PartnersIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
      <path d="M16 9h2a2 2 0 0 1 2 2v10" />
      <path d="M2 21h20" />
      <path d="M8 7h4M8 11h4M8 15h4" />
    </NavIcon>
  );
}

export function UsersIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
      <path d="M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </NavIcon>
  );
}

export function KycIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <circle cx="8.5" cy="11" r="2.5" />
      <path d="M5 16.5a3.5 3.5 0 0 1 7 0" />
      <path d="M14.5 10h4M14.5 14h3" />
    </NavIcon>
  );
}

export function ContentIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M9 13h6M9 17h6" />
    </NavIcon>
  );
}

export function SubscriptionsIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19" />
      <path d="M6.5 15h4" />
    </NavIcon>
  );
}

export function InvoicesIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M6 2.5h9l3.5 3.5v15.5H6z" />
      <path d="M9 9h6M9 13h6M9 17h3" />
    </NavIcon>
  );
}

export function AuditLogIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M12 8v4l2.5 2.5" />
      <path d="M3.05 11a9 9 0 1 1 .5 4" />
      <path d="M3 5v6h6" />
    </NavIcon>
  );
}

export function TrashIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M3.5 6h17" />
      <path d="M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />
      <path d="M5.5 6l1 14a1.5 1.5 0 0 0 1.5 1.5h8a1.5 1.5 0 0 0 1.5-1.5l1-14" />
      <path d="M10 10.5v6.5M14 10.5v6.5" />
    </NavIcon>
  );
}

export function AdminsIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M12 2.5 4 5.5v6c0 4.5 3.4 8.6 8 10 4.6-1.4 8-5.5 8-10v-6z" />
      <circle cx="12" cy="10" r="2.5" />
      <path d="M7.5 17a4.5 4.5 0 0 1 9 0" />
    </NavIcon>
  );
}

export function IntegrationsIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M9 7V3M15 7V3" />
      <path d="M6 7h12v4a6 6 0 0 1-12 0V7Z" />
      <path d="M12 17v4" />
    </NavIcon>
  );
}

export function SettingsIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v2.5M12 19v2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M2.5 12H5M19 12h2.5M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
    </NavIcon>
  );
}

export function ChevronDownIcon(props: NavIconProps) {
  return (
    <NavIcon className="size-4" {...props}>
      <path d="m6 9 6 6 6-6" />
    </NavIcon>
  );
}

export function MenuIcon(props: NavIconProps) {
  return (
    <NavIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </NavIcon>
  );
}
