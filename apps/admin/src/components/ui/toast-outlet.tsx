/**
 * Where the toasts appear. The toast library comes with the first screen that may show a toast
 * (components/ui/toasts.tsx, which says so as it loads), never with the sign-in screen: until
 * then nothing is drawn here, and a toast shown before the container is up waits for it.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/** From now on the container is drawn (called once the toast library has loaded). */
export function showToastContainer(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isWanted = () => wanted;

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/** The app's one toast container, rendered once by the app providers. */
export function ToastOutlet() {
  const show = useSyncExternalStore(subscribe, isWanted, isWanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
