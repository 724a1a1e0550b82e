import { toast, ToastContainer, type ToastPosition } from 'react-toastify';
import { showToastContainer } from './toast-outlet';

/** For toasts with content of their own (bulk results); the container is up once this loads. */
export { toast };

// Whatever imports this module may show a toast: the app's container is drawn from now on.
showToastContainer();

/**
 * Toasts show bottom-right for 5000 ms, newest on top, at most 20 at once. Bottom, not top: the
 * search box and the account menu live in the top bar, and a toast must never cover them (on a
 * phone the toast spans the width above the screen's bottom edge, where nothing else is fixed).
 */
export const TOAST_DEFAULTS = {
  position: 'bottom-right',
  autoClose: 5000,
  newestOnTop: true,
  limit: 20,
} as const satisfies {
  position: ToastPosition;
  autoClose: number;
  newestOnTop: boolean;
  limit: number;
};

/** The toast container (the app draws it through ToastOutlet, see toast-outlet.tsx). */
export function Toasts() {
  return (
    <ToastContainer
      position={TOAST_DEFAULTS.position}
      autoClose={TOAST_DEFAULTS.autoClose}
      newestOnTop={TOAST_DEFAULTS.newestOnTop}
      limit={TOAST_DEFAULTS.limit}
      theme="light"
    />
  );
}

export type NotifyOptions = {
  /** How long the toast stays, in ms (e.g. 1500 for the block toast); default 5000. */
  duration?: number;
  /** Where it shows; default bottom-right. */
  position?: ToastPosition;
};

const toastOptions = ({ duration, position }: NotifyOptions) => ({
  ...(duration !== undefined ? { autoClose: duration } : {}),
  ...(position !== undefined ? { position } : {}),
});

export function notifySuccess(message: string, options: NotifyOptions = {}) {
  return toast.success(message, toastOptions(options));
}

export function notifyError(message: string, options: NotifyOptions = {}) {
  return toast.error(message, toastOptions(options));
}
