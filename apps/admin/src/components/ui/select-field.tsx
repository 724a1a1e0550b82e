import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClassName, LabelledControl, splitFieldProps, type FieldProps } from './field-shell';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldProps & {
    options: readonly SelectOption[];
    /** A first, empty choice (e.g. "Select a category"); its value is "". */
    placeholder?: string;
    selectClassName?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select: keyboard and screen-reader friendly on every platform. */
export function SelectField({ options, placeholder, selectClassName, ...props }: SelectFieldProps) {
  const [field, selectProps] = splitFieldProps(props);
  return (
    <LabelledControl {...field}>
      {(control) => (
        <select
          className={controlClassName(Boolean(field.error), selectClassName)}
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
