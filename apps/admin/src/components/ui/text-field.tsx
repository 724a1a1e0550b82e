import type { InputHTMLAttributes, Ref } from 'react';
import { controlClassName, LabelledControl, splitFieldProps, type FieldProps } from './field-shell';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> &
  FieldProps & {
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled input (text, email, password, tel, number, url…); spread react-hook-form's register. */
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <LabelledControl {...field}>
      {(control) => (
        <input
          type={type}
          className={controlClassName(Boolean(field.error), inputClassName)}
          {...control}
          {...inputProps}
        />
      )}
    </LabelledControl>
  );
}
