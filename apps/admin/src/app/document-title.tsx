import { useEffect } from 'react';
import { useAppName } from '../lib/app-name';
import { useRouteTitle } from './route-handle';

/** "{Screen title} - {app name}", or the app name alone for a route without a title. */
export function formatDocumentTitle(title: string | undefined, appName: string): string {
  return title ? `${title} - ${appName}` : appName;
}

/** Keeps the browser tab's title in step with the current route. */
export function DocumentTitle() {
  const title = useRouteTitle();
  const appName = useAppName();
  useEffect(() => {
    document.title = formatDocumentTitle(title, appName);
  }, [title, appName]);
  return null;
}
