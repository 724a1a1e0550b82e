import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';

/** The root of every route: keeps the browser title in step, then renders the matched page. */
export function AppRoot() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/** Shown while the first screen's code loads. */
export function AppLoading() {
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center text-sm text-slate-500"
    >
      Loading…
    </div>
  );
}
