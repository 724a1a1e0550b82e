import { useId, useState, type KeyboardEvent } from 'react';

/**
 * The active option of a listbox driven from a text input (a combobox), as the command palette
 * moves through its results: its id for `aria-activedescendant`, and the keys that move it —
 * Arrow Down and Up (wrapping), Home and End (while nothing is typed), Enter to choose it. Focus
 * stays in the input; the active option is scrolled into view.
 */
export function useListboxNavigation<O>({
  options,
  onChoose,
}: {
  options: readonly O[];
  onChoose: (option: O) => void;
}) {
  const listboxId = useId();
  const [active, setActive] = useState(0);
  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function move(to: number) {
    if (options.length === 0) return;
    const next = (to + options.length) % options.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  }

  /** Handles a navigation key of the input; returns whether it did (the event is then spent). */
  function handleKey(event: KeyboardEvent<HTMLInputElement>): boolean {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(options.length - 1),
      Enter: () => {
        const option = options[activeIndex];
        if (option !== undefined) onChoose(option);
      },
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return false;
    // Home and End keep their meaning in the text while typing.
    if ((event.key === 'Home' || event.key === 'End') && event.currentTarget.value !== '') {
      return false;
    }
    event.preventDefault();
    action();
    return true;
  }

  return {
    listboxId,
    optionId,
    activeIndex,
    /** Makes an option active (the pointer over it) or starts again from the first (typing). */
    setActive,
    handleKey,
    /** The input's ARIA for the listbox it controls. */
    activeDescendant: activeIndex >= 0 ? optionId(activeIndex) : undefined,
  };
}
