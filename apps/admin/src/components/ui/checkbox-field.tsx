import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, useFieldIds } from './field-shell';
import { FieldError } from './form-error';

export type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className'
> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled checkbox, the label beside the box; spread react-hook-form's register. */
export function CheckboxField({
  label,
  error,
  hint,
  id,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input
          id={ids.controlId}
          type="checkbox"
          className={clsx(
            'size-4 shrink-0 rounded border-slate-300 accent-teal-700 disabled:cursor-not-allowed',
            error && 'outline outline-red-600',
          )}
          {...describedBy(ids, hint, error)}
          {...inputProps}
        />
        <label htmlFor={ids.controlId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className="pl-6 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <div className="pl-6">
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
