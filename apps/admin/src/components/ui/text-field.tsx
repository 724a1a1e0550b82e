import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClassName, LabelledControl } from './field-shell';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: ReactNode;
  /** The sentence shown under the field; marks the input aria-invalid. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input (text, email, password, tel, number, url…); spread react-hook-form's register. */
export function TextField({
  label,
  error,
  hint,
  id,
  required,
  className,
  inputClassName,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
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
        <input
          type={type}
          className={controlClassName(Boolean(error), inputClassName)}
          {...control}
          {...inputProps}
        />
      )}
    </LabelledControl>
  );
}
