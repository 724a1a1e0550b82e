import { toast, ToastContainer, type ToastPosition } from 'react-toastify';
import { Button } from './button';
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

/** A button in a toast (Undo): it runs once, then the toast closes. */
export type ToastAction = { label: string; onClick: () => void };

/** How much longer a toast with an action stays, so there is time to reach its button. */
export const TOAST_ACTION_EXTRA_MS = 5000;

export type NotifyOptions = {
  /** How long the toast stays, in ms (e.g. 1500 for the block toast); default 5000. */
  duration?: number;
  /** Where it shows; default bottom-right. */
  position?: ToastPosition;
  /** A button beside the message (Undo); the toast then stays TOAST_ACTION_EXTRA_MS longer. */
  action?: ToastAction;
};

const toastOptions = ({ duration, position, action }: NotifyOptions) => {
  const autoClose =
    action === undefined
      ? duration
      : (duration ?? TOAST_DEFAULTS.autoClose) + TOAST_ACTION_EXTRA_MS;
  return {
    ...(autoClose !== undefined ? { autoClose } : {}),
    ...(position !== undefined ? { position } : {}),
  };
};

/** A toast's message with its buttons below it; each closes the toast once pressed. */
export function ToastBody({
  message,
  buttons,
  closeToast,
}: {
  message: string;
  buttons: readonly ToastAction[];
  closeToast: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-2">
      <span>{message}</span>
      <div className="flex gap-2">
        {buttons.map((button) => (
          <Button
            key={button.label}
            size="sm"
            variant="secondary"
            onClick={() => {
              closeToast();
              button.onClick();
            }}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

const contentOf = (message: string, action: ToastAction | undefined) =>
  action === undefined
    ? message
    : ({ closeToast }: { closeToast: () => void }) => (
        <ToastBody message={message} buttons={[action]} closeToast={closeToast} />
      );

export function notifySuccess(message: string, options: NotifyOptions = {}) {
  return toast.success(contentOf(message, options.action), toastOptions(options));
}

export function notifyError(message: string, options: NotifyOptions = {}) {
  return toast.error(message, toastOptions(options));
}
