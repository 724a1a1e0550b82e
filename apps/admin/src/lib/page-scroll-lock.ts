import { useEffect } from 'react';

let holders = 0;
let unlock: (() => void) | undefined;

/**
 * Stops the page behind a dialog from scrolling: `overflow: hidden` on <html>, and a page that
 * had a scroll bar keeps the bar's room (`scrollbar-gutter: stable`) so nothing moves sideways.
 */
function lockPage(): () => void {
  const html = document.documentElement;
  const saved = { overflow: html.style.overflow, gutter: html.style.scrollbarGutter };
  if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
  html.style.overflow = 'hidden';
  return () => {
    html.style.overflow = saved.overflow;
    html.style.scrollbarGutter = saved.gutter;
  };
}

function acquire(): () => void {
  holders += 1;
  if (holders === 1) unlock = lockPage();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      unlock?.();
      unlock = undefined;
    }
  };
}

/**
 * Locks the page's scrolling while `active` (a dialog is open); dialogs over dialogs share one
 * lock. The lock starts in the frame after the dialog's first paint: taken while the dialog is
 * being drawn, reading whether the page has a scroll bar would make the browser lay the page out
 * once more before that paint (Base UI's own lock measures the page several times, about 90 ms
 * with the CPU throttled 4×; see docs/performance.md, "Interactions").
 */
export function usePageScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let release: (() => void) | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        release = acquire();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      release?.();
    };
  }, [active]);
}
