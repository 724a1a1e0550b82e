import { act } from '@testing-library/react';
import { toast } from 'react-toastify';

/** Ends every toast, so none leaks into the next test. */
export function dismissToasts() {
  act(() => toast.dismiss());
}

/** The toast showing `text`, with where it is placed and how long it stays. */
export function toastOf(text: string) {
  const element = [...document.querySelectorAll('.Toastify__toast')].find((toastElement) =>
    toastElement.textContent?.includes(text),
  );
  if (!element) throw new Error(`No toast reads "${text}"`);
  const container = element.closest('.Toastify__toast-container');
  const progress = element.querySelector<HTMLElement>('.Toastify__progress-bar');
  return {
    element,
    isBottomRight:
      container?.classList.contains('Toastify__toast-container--bottom-right') ?? false,
    duration: progress?.style.animationDuration,
  };
}
