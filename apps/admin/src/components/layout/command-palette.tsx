import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '../ui/icons';
import {
  openCommandPalette,
  useCommandPaletteOpen,
  useCommandPaletteShortcut,
} from './use-command-palette';

export const COMMAND_PALETTE_TEXT = {
  title: 'Command palette',
  button: 'Search',
  input: 'Go to a screen or find a user, job, partner or KYC verification',
  placeholder: 'Go to… or search users, jobs, partners, KYC',
  screens: 'Go to',
  searching: 'Searching…',
  noResults: (term: string) => `No users, jobs, partners or KYC verifications match “${term}”.`,
  failed: 'Some results could not be loaded. Try again.',
  typeToSearch: 'Type a name or email to search users, jobs, partners and KYC verifications.',
} as const;

/** A screen the palette can open: a sidebar entry. */
export type PaletteScreen = { to: string; label: string };

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

// The dialog (and its dialog library) loads the first time the palette opens; it stays mounted
// from then on, so closing it returns the focus as any dialog's does.
const CommandPaletteDialog = lazy(() =>
  import('./command-palette-dialog').then((module) => ({
    default: module.CommandPaletteDialog,
  })),
);

/**
 * Ctrl/Cmd+K or the header button: a dialog with one combobox. Empty, it lists the screens;
 * typing filters them and, after a pause, finds users, jobs, partners and KYC verifications
 * through the lists' search. Arrow keys move through the options, Enter opens one, Escape closes.
 */
export function CommandPalette({ screens }: { screens: readonly PaletteScreen[] }) {
  useCommandPaletteShortcut();
  const open = useCommandPaletteOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CommandPaletteDialog open={open} screens={screens} />
    </Suspense>
  );
}
