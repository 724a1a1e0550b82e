import clsx from 'clsx';
import { PageHeader } from '../../components/layout/page-header';
import { useAuth } from '../../lib/auth-store';
import { homeWidgetsOf, type HomeWidget } from './home-widgets';
import { DASHBOARD_TEXT } from './messages';

const SPANS: Record<HomeWidget['columns'], string> = {
  1: 'xl:col-span-1',
  2: 'xl:col-span-2',
  3: 'xl:col-span-3',
};

/**
 * The home: a greeting and the widgets the signed-in role may see (home-widgets.ts), its own work
 * first. Each widget loads, fails and retries on its own; a widget not shown asks for nothing.
 */
export function DashboardScreen() {
  const { user } = useAuth();
  const name = user?.name.trim() || DASHBOARD_TEXT.fallbackName;
  const widgets = user ? homeWidgetsOf(user) : [];
  return (
    <>
      <PageHeader
        title={<span className="break-words">{DASHBOARD_TEXT.greeting(name)}</span>}
        subtitle={DASHBOARD_TEXT.subtitle}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        {widgets.map(({ id, Widget, columns }) => (
          <Widget key={id} className={clsx('min-w-0', SPANS[columns])} />
        ))}
      </div>
    </>
  );
}
