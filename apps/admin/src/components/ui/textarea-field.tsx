import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClassName, LabelledControl, splitFieldProps, type FieldProps } from './field-shell';

export type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldProps & {
    textareaClassName?: string;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line text input. */
export function TextareaField({ textareaClassName, rows = 4, ...props }: TextareaFieldProps) {
  const [field, textareaProps] = splitFieldProps(props);
  return (
    <LabelledControl {...field}>
      {(control) => (
        <textarea
          rows={rows}
          className={controlClassName(Boolean(field.error), textareaClassName)}
          {...control}
          {...textareaProps}
        />
      )}
    </LabelledControl>
  );
}
