import { useEffect, useSyncExternalStore } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-value';

/** How long typing pauses before the palette asks the server. */
export const PALETTE_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;
/** Records shown per kind; "See all" opens the rest in the list. */
export const PALETTE_RESULTS_PER_KIND = 5;

// ── Open state, shared by the header button and the palette mounted in the layout ─────────────

let open = false;
const listeners = new Set<() => void>();

export function setCommandPaletteOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openCommandPalette = () => setCommandPaletteOpen(true);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the command palette is open. */
export function useCommandPaletteOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/**
 * Ctrl+K (Cmd+K on a Mac) opens the palette, or closes it when open, from anywhere. Used once, by
 * the palette mounted in the signed-in frame.
 */
export function useCommandPaletteShortcut(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 'k' || event.repeat) return;
      // Another dialog keeps its keys: the palette does not open over it.
      if (!open && document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      setCommandPaletteOpen(!open);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Leaving the signed-in frame (signing out) leaves the palette closed.
      setCommandPaletteOpen(false);
    };
  }, []);
}
