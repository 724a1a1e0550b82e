import { Link } from 'react-router';
import { AUTH_TEXT } from '../messages';

export function BackToLoginLink() {
  return (
    <Link
      to="/login"
      className="self-center text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
    >
      {AUTH_TEXT.backToLogin}
    </Link>
  );
}
