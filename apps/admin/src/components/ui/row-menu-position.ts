import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Space between the button and its menu, and the least between the menu and the window's edge. */
const GAP = 4;

export type Side = 'top' | 'bottom';

/**
 * Where a menu of `size` goes for a button at `anchor`, in the window's coordinates: below it,
 * or above when it does not fit below but fits above; its right edge on the button's, kept
 * inside the viewport.
 */
export function menuPlacement(
  anchor: Pick<DOMRect, 'top' | 'bottom' | 'right'>,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number; side: Side } {
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - size.height;
  const side: Side = below + size.height > viewport.height && above >= 0 ? 'top' : 'bottom';
  const left = Math.max(
    GAP,
    Math.min(anchor.right - size.width, viewport.width - size.width - GAP),
  );
  return { top: side === 'top' ? above : below, left, side };
}

/**
 * A ref for a fixed-position popup that keeps it placed by its `anchor` (see menuPlacement): once
 * before its first paint, then on every scroll and resize while it is shown. It reads the layout
 * only then, never on a timer.
 */
export function useAnchoredPosition<T extends HTMLElement>(anchor: RefObject<HTMLElement | null>) {
  const popup = useRef<T>(null);
  useLayoutEffect(() => {
    const place = () => {
      const button = anchor.current;
      const menu = popup.current;
      if (!button || !menu) return;
      const { top, left, side } = menuPlacement(
        button.getBoundingClientRect(),
        { width: menu.offsetWidth, height: menu.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      );
      menu.style.top = `${top}px`;
      menu.style.left = `${left}px`;
      menu.dataset.side = side;
    };
    place();
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', place, options);
    window.addEventListener('resize', place, options);
    return () => {
      window.removeEventListener('scroll', place, options);
      window.removeEventListener('resize', place, options);
    };
  }, [anchor]);
  return popup;
}
