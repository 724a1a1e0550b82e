import { Dialog } from '@base-ui/react/dialog';
import { useId, useRef, useState } from 'react';
import { useCan } from '../../lib/permissions';
import { AfterFirstPaint } from '../ui/after-first-paint';
import { DialogRoot } from '../ui/dialog-parts';
import { SearchIcon } from '../ui/icons';
import { useListboxNavigation } from '../ui/use-listbox-navigation';
import { PALETTE_ACTIONS, PALETTE_PLACES } from './command-palette-commands';
import { paletteGroups, type PaletteScreen } from './command-palette-groups';
import { searchableKinds } from './command-palette-kinds';
import { PaletteListbox } from './command-palette-listbox';
import { usePaletteRecents } from './command-palette-recents';
import { COMMAND_PALETTE_TEXT } from './command-palette-text';
import { setCommandPaletteOpen } from './use-command-palette';
import { usePaletteChoice } from './use-palette-choice';
import { usePaletteSearch } from './use-palette-search';

/** The command palette's dialog (see CommandPalette), open while `open`. */
export function CommandPaletteDialog({
  open,
  screens,
}: {
  open: boolean;
  screens: readonly PaletteScreen[];
}) {
  return (
    <DialogRoot open={open} onOpenChange={(next) => setCommandPaletteOpen(next)}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Viewport className="fixed inset-0 z-50 flex items-start justify-center p-4 pt-[12vh]">
          {/*
            The portal mounts it while open only, so each opening starts empty; it stays until
            the dialog has finished closing (unmounting it first left the backdrop in place).
          */}
          <PaletteBody screens={screens} />
        </Dialog.Viewport>
      </Dialog.Portal>
    </DialogRoot>
  );
}

function PaletteBody({ screens }: { screens: readonly PaletteScreen[] }) {
  const can = useCan();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [text, setText] = useState('');
  const recents = usePaletteRecents();
  const { choose, notice, clearNotice } = usePaletteChoice();
  const search = usePaletteSearch(text);
  const kinds = searchableKinds(can).map((spec) => spec.names);

  const groups = paletteGroups(text, {
    screens,
    places: PALETTE_PLACES.filter((place) => can(place.permission)),
    actions: PALETTE_ACTIONS.filter((action) => can(action.permission)),
    recents,
    search,
  });
  const options = groups.flatMap((group) => group.options);

  const { listboxId, optionId, activeIndex, setActive, handleKey, activeDescendant } =
    useListboxNavigation({ options, onChoose: (option) => void choose(option) });

  const status =
    notice ??
    (search.failed
      ? COMMAND_PALETTE_TEXT.failed
      : search.pending
        ? COMMAND_PALETTE_TEXT.searching
        : search.term === ''
          ? COMMAND_PALETTE_TEXT.typeToSearch(kinds)
          : search.groups.length === 0
            ? COMMAND_PALETTE_TEXT.noResults(kinds, search.term)
            : COMMAND_PALETTE_TEXT.results(options.length));

  return (
    <Dialog.Popup
      initialFocus={inputRef}
      className="flex max-h-[70vh] w-full max-w-xl flex-col overflow-hidden rounded-lg bg-white shadow-xl outline-none"
    >
      <Dialog.Title className="sr-only">{COMMAND_PALETTE_TEXT.title}</Dialog.Title>
      <div className="relative border-b border-slate-200">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={COMMAND_PALETTE_TEXT.input(kinds)}
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={COMMAND_PALETTE_TEXT.placeholder(kinds)}
          onChange={(event) => {
            setText(event.target.value);
            clearNotice();
            setActive(0);
          }}
          onKeyDown={handleKey}
          className="h-14 w-full bg-transparent pr-4 pl-12 text-base text-ellipsis text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      {/*
        Only with options: an empty listbox is not allowed (the combobox is then collapsed).
        Drawn in a render of its own, so the dialog and its input paint first.
      */}
      {options.length > 0 && (
        <AfterFirstPaint>
          <PaletteListbox
            id={listboxId}
            groups={groups}
            optionId={optionId}
            activeIndex={activeIndex}
            onActivate={setActive}
            onChoose={(option) => void choose(option)}
          />
        </AfterFirstPaint>
      )}
      <p
        id={statusId}
        role="status"
        className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600"
      >
        {status}
      </p>
    </Dialog.Popup>
  );
}
