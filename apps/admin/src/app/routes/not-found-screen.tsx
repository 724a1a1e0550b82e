import { Link, useLocation } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/layout/page-header';

export const NOT_FOUND_TITLE = 'Page Not Found';

/** Any address of the app that names no screen. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={NOT_FOUND_TITLE} subtitle="The address does not match any screen." />
      <Card>
        <p className="text-sm text-slate-700">
          There is no page at <code className="rounded bg-slate-100 px-1">/admin{pathname}</code>.
        </p>
        <Link
          to="/home"
          className="mt-4 inline-block text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
        >
          Go to the Dashboard
        </Link>
      </Card>
    </>
  );
}
