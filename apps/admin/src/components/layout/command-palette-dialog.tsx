import { Dialog } from '@base-ui/react/dialog';
import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../ui/icons';
import { useListboxNavigation } from '../ui/use-listbox-navigation';
import { COMMAND_PALETTE_TEXT, type PaletteScreen } from './command-palette';
import { setCommandPaletteOpen, usePaletteSearch, type PaletteRecord } from './use-command-palette';

type Option = PaletteRecord & { group: string };

/** The command palette's dialog (see CommandPalette), open while `open`. */
export function CommandPaletteDialog({
  open,
  screens,
}: {
  open: boolean;
  screens: readonly PaletteScreen[];
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => setCommandPaletteOpen(next)}>
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
    </Dialog.Root>
  );
}

function PaletteBody({ screens }: { screens: readonly PaletteScreen[] }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [text, setText] = useState('');
  const search = usePaletteSearch(text);

  const typed = text.trim().toLowerCase();
  const screenOptions: Option[] = screens
    .filter((screen) => screen.label.toLowerCase().includes(typed))
    .map((screen) => ({
      key: `screen-${screen.to}`,
      label: screen.label,
      detail: null,
      to: screen.to,
      group: COMMAND_PALETTE_TEXT.screens,
    }));
  const groups = [
    { heading: COMMAND_PALETTE_TEXT.screens, options: screenOptions },
    ...search.groups.map((group) => ({
      heading: group.heading,
      options: group.records.map((record) => ({ ...record, group: group.heading })),
    })),
  ].filter((group) => group.options.length > 0);
  const options = groups.flatMap((group) => group.options);

  function choose(option: Option) {
    setCommandPaletteOpen(false);
    void navigate(option.to);
  }
  const { listboxId, optionId, activeIndex, setActive, handleKey, activeDescendant } =
    useListboxNavigation({ options, onChoose: choose });

  const status = search.failed
    ? COMMAND_PALETTE_TEXT.failed
    : search.pending
      ? COMMAND_PALETTE_TEXT.searching
      : search.term === ''
        ? COMMAND_PALETTE_TEXT.typeToSearch
        : search.groups.length === 0
          ? COMMAND_PALETTE_TEXT.noResults(search.term)
          : `${options.length} ${options.length === 1 ? 'result' : 'results'}.`;

  let index = -1;
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
          aria-label={COMMAND_PALETTE_TEXT.input}
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={COMMAND_PALETTE_TEXT.placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={handleKey}
          className="h-14 w-full bg-transparent pr-4 pl-12 text-base text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      {/* Only with options: an empty listbox is not allowed (the combobox is then collapsed). */}
      {options.length > 0 && (
        <div
          id={listboxId}
          role="listbox"
          aria-label={COMMAND_PALETTE_TEXT.title}
          className="min-h-0 flex-1 overflow-y-auto p-2"
        >
          {groups.map((group, groupIndex) => {
            const headingId = `${listboxId}-group-${groupIndex}`;
            return (
              <div key={group.heading} role="group" aria-labelledby={headingId} className="py-1">
                <div
                  id={headingId}
                  role="presentation"
                  className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {group.heading}
                </div>
                {group.options.map((option) => {
                  index += 1;
                  const optionIndex = index;
                  const selected = optionIndex === activeIndex;
                  return (
                    <div
                      key={option.key}
                      id={optionId(optionIndex)}
                      role="option"
                      aria-selected={selected}
                      onMouseMove={() => setActive(optionIndex)}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                      className={clsx(
                        'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm',
                        selected ? 'bg-teal-50 text-teal-900' : 'text-slate-800',
                      )}
                    >
                      <span className="truncate font-medium">{option.label}</span>
                      {option.detail && (
                        <span className="truncate text-xs text-slate-600">{option.detail}</span>
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
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
