import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClassName, LabelledControl } from './field-shell';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. "Select a category"); its value is "". */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select: keyboard and screen-reader friendly on every platform. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  required,
  className,
  selectClassName,
  ...selectProps
}: SelectFieldProps) {
  return (
    <LabelledControl
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <select
          className={controlClassName(Boolean(error), selectClassName)}
          {...control}
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
