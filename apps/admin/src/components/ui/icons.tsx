import { AlertIcon, Icon, type IconProps } from './icon';

// The icon base and the alert sign live in icon.tsx, which the first page loads; the others here.
export { AlertIcon, Icon, type IconProps };

export function EyeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" />
      <circle cx="10" cy="10" r="2.5" />
    </Icon>
  );
}

export function CodeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6.5 6-4 4 4 4M13.5 6l4 4-4 4M11.5 3.5l-3 13" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 5 10 10M15 5 5 15" />
    </Icon>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Icon {...props} fill="currentColor" stroke="none">
      <circle cx="10" cy="4.5" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="10" cy="15.5" r="1.6" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12.5 4.5-5.5 5.5 5.5 5.5" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m7.5 4.5 5.5 5.5-5.5 5.5" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m4.5 7.5 5.5 5.5 5.5-5.5" />
    </Icon>
  );
}

export function InboxIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 11.5 5 4h10l2.5 7.5V16h-15z" />
      <path d="M2.5 11.5h4l1 2h5l1-2h4" />
    </Icon>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
      <circle cx="7" cy="8" r="1.5" />
      <path d="m17.5 13-4-4-8 7.5" />
    </Icon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5M5.5 5.5l.8 10.6a1 1 0 0 0 1 .9h5.4a1 1 0 0 0 1-.9l.8-10.6M8.5 9v5M11.5 9v5" />
    </Icon>
  );
}

export function BoldIcon(props: IconProps) {
  return (
    <Icon {...props} strokeWidth={2.25}>
      <path d="M6 4h5a3 3 0 0 1 0 6H6zM6 10h6a3 3 0 0 1 0 6H6z" />
    </Icon>
  );
}

export function ItalicIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.5 4h6M5.5 16h6M11.5 4l-3 12" />
    </Icon>
  );
}

export function LinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1" />
      <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
    </Icon>
  );
}

export function HeadingIcon(props: IconProps) {
  return (
    <Icon {...props} strokeWidth={2}>
      <path d="M5 4v12M15 4v12M5 10h10" />
    </Icon>
  );
}

export function BulletListIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 5h9M8 10h9M8 15h9" />
      <circle cx="4" cy="5" r=".75" fill="currentColor" />
      <circle cx="4" cy="10" r=".75" fill="currentColor" />
      <circle cx="4" cy="15" r=".75" fill="currentColor" />
    </Icon>
  );
}

export function NumberedListIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 5h9M8 10h9M8 15h9" />
      <path d="M3 4h1.25v3M3 7h2.5M3 12.5c0-.8.6-1.5 1.3-1.5s1.2.5 1.2 1.1c0 1-2.5 1.6-2.5 2.9h2.5" />
    </Icon>
  );
}

export function UndoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7.5 5 4 8.5 7.5 12" />
      <path d="M4 8.5h8a4 4 0 0 1 0 8H9" />
    </Icon>
  );
}

export function RedoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12.5 5 16 8.5 12.5 12" />
      <path d="M16 8.5H8a4 4 0 0 0 0 8h3" />
    </Icon>
  );
}
