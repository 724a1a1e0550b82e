import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { RowMenuItem } from './row-menu';
import { useAnchoredPosition } from './row-menu-position';

/** Which item has the focus when the menu opens ("menu": the menu itself, after a click). */
export type MenuStart = 'menu' | 'first' | 'last';
/** Why the menu closed: all but a press outside hand the focus back to its button. */
export type MenuCloseReason = 'escape' | 'select' | 'tab' | 'outside';

/** Typed letters within this long of each other make one search ("de" finds "Delete"). */
const TYPEAHEAD_MS = 500;

/**
 * The item a typed search lands on: the next one after `from` whose label starts with `typed`,
 * wrapping around; a repeated single letter moves on to the next match.
 */
export function typeaheadMatch(labels: readonly string[], typed: string, from: number): number {
  const lower = typed.toLowerCase();
  // The same letter typed again ("dd") cycles through the labels starting with it.
  const search = [...lower].every((letter) => letter === lower[0]) ? lower.slice(0, 1) : lower;
  const count = labels.length;
  // A first letter looks past the current item; more letters refine it, so it may stay.
  const offset = search.length === 1 ? 1 : 0;
  for (let step = 0; step < count; step++) {
    const index = (from + offset + step + count) % count;
    if (labels[index]!.toLowerCase().startsWith(search)) return index;
  }
  return -1;
}

type RowMenuPopupProps = {
  id: string;
  label: string;
  anchor: RefObject<HTMLButtonElement | null>;
  entries: readonly RowMenuItem[];
  start: MenuStart;
  onClose: (reason: MenuCloseReason) => void;
};

/** A row menu's open popup (see RowMenu): the items, their keys, and closing on a press outside. */
export function RowMenuPopup({ id, label, anchor, entries, start, onClose }: RowMenuPopupProps) {
  const menu = useAnchoredPosition<HTMLDivElement>(anchor);
  const typed = useRef({ text: '', at: 0 });

  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => items().at(index)?.focus({ preventScroll: true });

  useEffect(() => {
    if (start === 'menu') menu.current?.focus({ preventScroll: true });
    else focusItem(start === 'first' ? 0 : -1);
    // Only where the menu starts, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      // The button toggles the menu itself.
      if (menu.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose('outside');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [anchor, menu, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    // An item already took it (Enter or Space choosing it).
    if (event.defaultPrevented) return;
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      focusItem(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move((current + 1) % all.length);
      case 'ArrowUp':
        return move(current <= 0 ? all.length - 1 : current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return onClose('escape');
      case 'Tab':
        // The focus goes back to the button first, so Tab moves on from the row, not the page's end.
        return onClose('tab');
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const now = event.timeStamp;
    const text = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + event.key;
    typed.current = { text, at: now };
    const found = typeaheadMatch(
      entries.map((entry) => entry.label),
      text,
      current,
    );
    if (found >= 0) move(found);
  };

  return createPortal(
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed top-0 left-0 z-50 min-w-36 rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-800 shadow-lg outline-none"
    >
      {entries.map((item) => (
        <div
          key={item.label}
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.disabled || undefined}
          onPointerMove={(event) => {
            if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
          }}
          onClick={() => {
            if (item.disabled) return;
            onClose('select');
            item.onSelect();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            event.currentTarget.click();
          }}
          className={clsx(
            'flex cursor-default items-center px-3 py-2 outline-none select-none focus:bg-slate-100 aria-disabled:text-slate-400',
            item.tone === 'danger' && 'text-red-700',
          )}
        >
          {item.label}
        </div>
      ))}
    </div>,
    document.body,
  );
}
