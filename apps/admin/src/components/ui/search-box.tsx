import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CloseIcon, SearchIcon } from './icons';

export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The search currently applied (e.g. from the URL); the box follows it when it changes. */
  value: string;
  /** Called with the trimmed text after typing pauses, at once on Enter, and with '' on clear. */
  onChange: (value: string) => void;
  /** The input's accessible name (default "Search"); visible only with `showLabel`. */
  label?: string;
  showLabel?: boolean;
  placeholder?: string;
  debounceMs?: number;
  className?: string;
};

/** A search landmark with a labelled input, a search icon and a clear button. */
export function SearchBox({
  value,
  onChange,
  label = 'Search',
  showLabel = false,
  placeholder = 'Search…',
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
}: SearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  if (value !== appliedValue) {
    // Follow a search applied elsewhere (back navigation, a link), unless it is what we typed.
    setAppliedValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function emit(next: string) {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== value) onChange(trimmed);
  }

  function handleTyping(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emit(next), debounceMs);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    emit(text);
  }

  function clear() {
    setText('');
    emit('');
    inputRef.current?.focus();
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={clsx('flex flex-col gap-1', className)}>
      <label
        htmlFor={inputId}
        className={showLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}
      >
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => handleTyping(event.target.value)}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-teal-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {text !== '' && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={clear}
            className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </form>
  );
}
