import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link back to the login screen under a signed-out screen's form; `children` is its text. */
export function BackToLoginLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/login"
      className="self-center text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
    >
      {children}
    </Link>
  );
}
