import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A decorative line icon drawn on a 20×20 grid (pass another `viewBox` for another grid); hidden
 * from assistive tech, since the control around it carries the name.
 */
export function Icon({ children, className = 'size-4', ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

/** The alert sign of errors (the sign-in form's among them: it lives here, with the first page). */
export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6v4.5M10 13.5v.01" />
    </Icon>
  );
}
