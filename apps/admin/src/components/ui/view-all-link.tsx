import { Link } from 'react-router';

type ViewAllLinkProps = { to: string; children: string };

/** The "View all … >" link at the right of a panel's heading (a Card's `actions`). */
export function ViewAllLink({ to, children }: ViewAllLinkProps) {
  return (
    <Link to={to} className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline">
      {children}
    </Link>
  );
}
