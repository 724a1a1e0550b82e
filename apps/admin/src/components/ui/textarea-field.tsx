import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClassName, LabelledControl } from './field-shell';

export type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  textareaClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text input. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  required,
  className,
  textareaClassName,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
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
        <textarea
          rows={rows}
          className={controlClassName(Boolean(error), textareaClassName)}
          {...control}
          {...textareaProps}
        />
      )}
    </LabelledControl>
  );
}
