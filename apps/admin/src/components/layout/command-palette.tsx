import { useEffect } from 'react';
import { loadOnIntent } from '../../lib/load-on-intent';
import { SearchIcon } from '../ui/icons';
import type { PaletteScreen } from './command-palette-groups';
import { COMMAND_PALETTE_TEXT } from './command-palette-text';
import {
  openCommandPalette,
  setCommandPaletteOpen,
  useCommandPaletteOpen,
  useCommandPaletteShortcut,
} from './use-command-palette';

/** Whether the keyboard shortcut is shown as ⌘K (Apple platforms) or Ctrl+K. */
const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || '');

/** The header's button that opens the palette, showing its shortcut. */
export function CommandPaletteButton() {
  const shortcut = isApple() ? '⌘K' : 'Ctrl+K';
  return (
    <button
      type="button"
      onClick={openCommandPalette}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      aria-keyshortcuts="Control+K Meta+K"
      className="flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white px-3 text-sm text-slate-600 shadow-sm hover:bg-slate-50 hover:text-slate-900"
    >
      <SearchIcon className="size-4 shrink-0" />
      <span>{COMMAND_PALETTE_TEXT.button}</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs text-slate-600 sm:inline"
      >
        {shortcut}
      </kbd>
    </button>
  );
}

// The dialog (and its dialog library) loads once the signed-in frame is idle, or sooner when the
// admin points at the header button or opens the palette: opening it then only draws it. Once
// loaded it stays mounted, so closing it returns the focus as any dialog's does.
const dialog = loadOnIntent(() =>
  import('./command-palette-dialog').then((module) => module.CommandPaletteDialog),
);

/**
 * Ctrl/Cmd+K or the header button: a dialog with one combobox. Empty, it lists the records
 * recently opened through it, the screens, the actions and the settings; typing filters those
 * and, after a pause, finds every kind of record the role may open through the lists' search.
 * Arrow keys move through the options, Enter opens one, Escape closes.
 */
export function CommandPalette({ screens }: { screens: readonly PaletteScreen[] }) {
  useCommandPaletteShortcut();
  const open = useCommandPaletteOpen();
  const loaded = dialog.useLoaded();
  useEffect(() => dialog.preloadWhenIdle(), []);
  useEffect(() => {
    // Opened before it loaded: it shows once it has; should it fail to, it closes again.
    if (open) dialog.load().catch(() => setCommandPaletteOpen(false));
  }, [open]);
  if (!loaded) return null;
  return <dialog.Component open={open} screens={screens} />;
}
