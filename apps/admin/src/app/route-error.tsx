import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';

export const SCREEN_LOAD_FAILED =
  'This screen could not be loaded. Check your connection, then try again.';
export const SCREEN_CRASHED = 'Something went wrong on this screen. Try again.';

/** A screen's code failed to download (e.g. offline, or after a new release). */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );

/** Shown in place of a screen whose code failed to load or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  const message =
    isChunkLoadError(error) || (isRouteErrorResponse(error) && error.status >= 500)
      ? SCREEN_LOAD_FAILED
      : SCREEN_CRASHED;
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <ErrorState message={message} onRetry={() => window.location.reload()} />
    </div>
  );
}
