import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent } from 'react';
import { parseTypedDay, typedDayOf } from '../../utils/format-date';
import {
  controlClassName,
  describedBy,
  FieldShell,
  useFieldIds,
  type FieldProps,
} from './field-shell';
import { Icon, type IconProps } from './icon';

export const DATE_INPUT_TEXT = {
  placeholder: 'dd/mm/yyyy',
  choose: 'Choose a date',
  invalid: (typed: string) =>
    `“${typed}” is not a date. Enter the day as dd/mm/yyyy, for example 07/05/2026.`,
  notADay: 'Enter the day as dd/mm/yyyy, for example 07/05/2026.',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a date input's value is a day (yyyy-MM-dd) rather than text that is no date. */
export const isIsoDay = (value: string): boolean => ISO_DAY.test(value);

/** For a form's schema: an optional date input holds a day or nothing. */
export const isDayOrBlank = (value: string): boolean => value === '' || isIsoDay(value);

function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
    </Icon>
  );
}

export type DateInputProps = FieldProps & {
  /** The day as yyyy-MM-dd, or "" for none. */
  value: string;
  /**
   * Called with the day (yyyy-MM-dd) once typed or picked, "" when cleared, or the text as typed
   * when it is no date (a form refuses it; the field already says why).
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The earliest day the calendar offers (yyyy-MM-dd). */
  min?: string;
  name?: string;
  disabled?: boolean;
};

/**
 * A day typed as dd/mm/yyyy (whatever the browser's language), or picked from the browser's
 * calendar with the button; the value it gives is yyyy-MM-dd. Read when the field is left or
 * Enter is pressed; an impossible date ("31/04/2026") gets a sentence under the field.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  min,
  name,
  disabled,
  error,
  ...field
}: DateInputProps) {
  const ids = useFieldIds(field.id);
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => typedDayOf(value) || (isIsoDay(value) ? '' : value));
  const [shownValue, setShownValue] = useState(value);
  const [typingError, setTypingError] = useState<string | null>(null);

  // A new value from outside (a reset, the URL): the field shows it.
  if (value !== shownValue) {
    setShownValue(value);
    if (isIsoDay(value) || value === '') {
      setText(typedDayOf(value));
      setTypingError(null);
    }
  }

  function commit(typed: string) {
    const trimmed = typed.trim();
    const day = trimmed === '' ? '' : parseTypedDay(trimmed);
    if (day === null) {
      setTypingError(DATE_INPUT_TEXT.invalid(trimmed));
      if (value !== trimmed) onChange(trimmed);
      return;
    }
    setTypingError(null);
    setText(typedDayOf(day));
    setShownValue(day);
    if (day !== value) onChange(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit(event.currentTarget.value);
  }

  function openCalendar() {
    const input = picker.current;
    if (!input) return;
    input.value = isIsoDay(value) ? value : '';
    try {
      input.showPicker();
    } catch {
      // No calendar in this browser (or not now): typing still works.
    }
  }

  const shownError = typingError ?? error;
  return (
    <FieldShell {...field} {...ids} error={shownError}>
      <div className="relative flex items-stretch gap-2">
        <input
          id={ids.controlId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DATE_INPUT_TEXT.placeholder}
          value={text}
          disabled={disabled}
          required={field.required}
          onChange={(event) => setText(event.target.value)}
          onBlur={(event) => {
            commit(event.target.value);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className={clsx(controlClassName(Boolean(shownError)), 'min-w-0')}
          {...describedBy(ids, field.hint, shownError)}
        />
        <button
          type="button"
          onClick={openCalendar}
          disabled={disabled}
          aria-label={DATE_INPUT_TEXT.choose}
          title={DATE_INPUT_TEXT.choose}
          className="inline-flex shrink-0 items-center rounded-md border border-slate-300 bg-white px-2.5 text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-50"
        >
          <CalendarIcon className="size-5" />
        </button>
        {/* The browser's calendar, opened by the button; never typed into. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={DATE_INPUT_TEXT.choose}
          min={min}
          onChange={(event) => {
            if (event.target.value) commit(typedDayOf(event.target.value));
          }}
          className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
        />
      </div>
    </FieldShell>
  );
}
