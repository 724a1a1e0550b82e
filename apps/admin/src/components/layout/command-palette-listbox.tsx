import clsx from 'clsx';
import type { PaletteGroup, PaletteOption } from './command-palette-groups';
import { COMMAND_PALETTE_TEXT } from './command-palette-text';

/**
 * The palette's listbox: its groups, each under its heading, the options numbered across groups
 * as the combobox's arrow keys move through them (`optionId(index)`). The pointer makes an
 * option active; a click chooses it without taking the focus from the input.
 */
export function PaletteListbox({
  id,
  groups,
  optionId,
  activeIndex,
  onActivate,
  onChoose,
}: {
  id: string;
  groups: readonly PaletteGroup[];
  optionId: (index: number) => string;
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (option: PaletteOption) => void;
}) {
  // Where each group's options start in the numbering.
  const starts = groups.map((_, groupIndex) =>
    groups.slice(0, groupIndex).reduce((count, group) => count + group.options.length, 0),
  );
  return (
    <div
      id={id}
      role="listbox"
      aria-label={COMMAND_PALETTE_TEXT.title}
      className="min-h-0 flex-1 overflow-y-auto p-2"
    >
      {groups.map((group, groupIndex) => {
        const headingId = `${id}-group-${groupIndex}`;
        return (
          <div key={group.heading} role="group" aria-labelledby={headingId} className="py-1">
            <div
              id={headingId}
              role="presentation"
              className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {group.heading}
            </div>
            {group.options.map((option, index) => {
              const optionIndex = starts[groupIndex]! + index;
              const selected = optionIndex === activeIndex;
              return (
                <div
                  key={option.key}
                  id={optionId(optionIndex)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => onActivate(optionIndex)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option)}
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
  );
}
