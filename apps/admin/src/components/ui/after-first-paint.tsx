import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `children` in a render of its own right after the one that mounts it, so what comes
 * before (a dialog's frame and first fields) is painted without waiting for them: React draws
 * the deferred value in the background, yielding to the browser's paint.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
