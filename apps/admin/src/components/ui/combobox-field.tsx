import {
  keepPreviousData,
  useQuery,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import clsx from 'clsx';
import { useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { controlClassName, LabelledControl, splitFieldProps } from './field-shell';
import { ChevronDownIcon } from './icons';
import type { SelectOption } from './select-field';
import { useListboxNavigation } from './use-listbox-navigation';

/** A query of the server the combobox runs (what `apiQuery` gives). */
export type ComboboxQuery<T> = { queryKey: QueryKey; queryFn?: QueryFunction<T, QueryKey, never> };

/** Where a combobox's options come from: a search on the server, and a look-up by value. */
export type ComboboxSource<T> = {
  /** The options for what was typed; '' (nothing typed yet) asks for the first ones. */
  search: (term: string) => ComboboxQuery<T>;
  /** The answer holding the option of `value` (its label, when only the value is known). */
  lookup: (value: string) => ComboboxQuery<T>;
  /** The options of an answer. */
  toOptions: (data: T) => SelectOption[];
};

export type ComboboxText = {
  searching: string;
  noMatch: (term: string) => string;
  failed: string;
  results: (count: number) => string;
};

export const COMBOBOX_TEXT: ComboboxText = {
  searching: 'Searching…',
  noMatch: (term) => (term ? `Nothing matches “${term}”.` : 'There is nothing to choose yet.'),
  failed: 'The choices could not be loaded. Try again.',
  results: (count) => `${count} ${count === 1 ? 'choice' : 'choices'}.`,
};

export type ComboboxFieldProps<T> = {
  label: string;
  /** The chosen option's value; '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  source: ComboboxSource<T>;
  /** Shown in the empty field. */
  placeholder?: string;
  /** A first option that chooses nothing (value ''), listed while nothing is typed: "Any". */
  emptyOptionLabel?: string;
  /** Options whose labels are known already (the record being edited names its choice). */
  knownOptions?: readonly SelectOption[];
  text?: Partial<ComboboxText>;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  id?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled select whose options are searched on the server: type to search (asked once
 * typing pauses), Arrow Down/Up to move through the options (Arrow Down opens the list), Enter
 * or a click to choose, Escape to close the list (again: to drop what was typed). The field
 * shows the chosen option's label, looked up by value when nobody said it. Leaving the field
 * keeps the choice unless the text was emptied, which clears it.
 */
export function ComboboxField<T>(props: ComboboxFieldProps<T>) {
  const [field, control] = splitFieldProps(props);
  const {
    value,
    onChange,
    onBlur,
    source,
    placeholder,
    emptyOptionLabel,
    knownOptions = [],
    text: textOverrides,
    disabled,
    ref,
  } = control;
  const text = { ...COMBOBOX_TEXT, ...textOverrides };
  /** What is typed; null while not editing (the field then shows the chosen label). */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());

  const typedTerm = typed?.trim() ?? '';
  const settledTerm = useDebouncedValue(typedTerm, SEARCH_DEBOUNCE_MS);
  // Typing is searched once it pauses; a field not being edited lists the first options.
  const term = typed === null ? '' : settledTerm;
  const results = useQuery({
    ...source.search(term),
    select: source.toOptions,
    enabled: open && !disabled && typedTerm === term,
    placeholderData: keepPreviousData,
  });
  const chosenLabel = useChosenLabel(
    source,
    value,
    chosen.get(value) ?? labelIn(knownOptions, value),
  );

  const options: SelectOption[] = [
    ...(emptyOptionLabel !== undefined && term === ''
      ? [{ value: '', label: emptyOptionLabel }]
      : []),
    ...(results.data ?? []),
  ];
  const pending = typedTerm !== term || results.isFetching || results.isPlaceholderData;

  function choose(option: SelectOption) {
    if (option.value !== '') setChosen(new Map(chosen).set(option.value, option.label));
    setTyped(null);
    setOpen(false);
    if (option.value !== value) onChange(option.value);
  }
  const nav = useListboxNavigation({ options, onChoose: choose });
  const expanded = open && options.length > 0;

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // The list closes first, then what was typed goes; only then may a dialog close.
      if (!open && typed === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (open) setOpen(false);
      else setTyped(null);
      return;
    }
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
      }
      // Enter with the list closed submits the form, as in any field.
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    // The options shown may still be those of what was typed before: wait for the answer.
    if (event.key === 'Enter' && pending) {
      event.preventDefault();
      return;
    }
    nav.handleKey(event);
  }

  function handleBlur() {
    setOpen(false);
    if (typed !== null) {
      if (typed.trim() === '' && value !== '') onChange('');
      setTyped(null);
    }
    onBlur?.();
  }

  const status = results.isError
    ? text.failed
    : options.length > 0
      ? text.results(options.length)
      : pending
        ? text.searching
        : text.noMatch(term);

  return (
    <LabelledControl {...field}>
      {(wiring) => (
        <div className="relative">
          <input
            ref={ref}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={nav.listboxId}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? nav.activeDescendant : undefined}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            placeholder={placeholder}
            value={typed ?? chosenLabel}
            onChange={(event) => {
              setTyped(event.target.value);
              setOpen(true);
              nav.setActive(0);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={handleKeyDown}
            onBlur={handleBlur}
            className={controlClassName(Boolean(field.error), 'pr-9')}
            {...wiring}
          />
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
          {open && (
            <div className="absolute top-full right-0 left-0 z-20 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg">
              {/* Only with options: an empty listbox is not allowed (the combobox is then collapsed). */}
              {expanded && (
                <div
                  id={nav.listboxId}
                  role="listbox"
                  aria-label={props.label}
                  className="max-h-60 overflow-y-auto p-1"
                >
                  {options.map((option, index) => {
                    const active = index === nav.activeIndex;
                    return (
                      <div
                        key={option.value}
                        id={nav.optionId(index)}
                        role="option"
                        aria-selected={active}
                        onMouseMove={() => nav.setActive(index)}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(option)}
                        className={clsx(
                          'cursor-pointer truncate rounded px-3 py-2 text-sm',
                          active ? 'bg-teal-50 text-teal-900' : 'text-slate-800',
                          option.value === value && 'font-semibold',
                        )}
                      >
                        {option.label}
                      </div>
                    );
                  })}
                </div>
              )}
              <p
                aria-live="polite"
                className={options.length > 0 ? 'sr-only' : 'px-3 py-2 text-sm text-slate-600'}
              >
                {status}
              </p>
            </div>
          )}
        </div>
      )}
    </LabelledControl>
  );
}

const labelIn = (options: readonly SelectOption[], value: string) =>
  options.find((option) => option.value === value)?.label;

/**
 * The label the field shows for `value`: the one known, else looked up on the server ("#id"
 * when the server has no such option any more); '' for no value, and while looking it up.
 */
function useChosenLabel<T>(source: ComboboxSource<T>, value: string, known: string | undefined) {
  const lookup = useQuery({
    ...source.lookup(value),
    select: (data: T) => labelIn(source.toOptions(data), value) ?? null,
    enabled: value !== '' && known === undefined,
  });
  if (value === '') return '';
  if (known !== undefined) return known;
  if (lookup.data === undefined) return '';
  return lookup.data ?? `#${value}`;
}
