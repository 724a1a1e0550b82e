import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { FieldError } from './form-error';

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The control's aria-describedby and aria-invalid for its hint and error. */
export function describedBy(
  ids: { hintId: string; errorId: string },
  hint: ReactNode,
  error: ReactNode,
) {
  const describedIds = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return {
    'aria-describedby': describedIds.length > 0 ? describedIds.join(' ') : undefined,
    'aria-invalid': error ? true : undefined,
  };
}

/** Classes of a text-like control (input, select, textarea), red-bordered when invalid. */
export function controlClassName(invalid: boolean, className?: string) {
  return clsx(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-slate-300 focus-visible:outline-teal-600',
    className,
  );
}

/**
 * The asterisk after a required field's label. Hidden from screen readers: the control itself is
 * marked required (required or aria-required), which they announce with its name.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

type FieldShellProps = {
  label: ReactNode;
  controlId: string;
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label above, control, then hint and error below: the layout of every text-like field. */
export function FieldShell({
  label,
  controlId,
  hintId,
  errorId,
  hint,
  error,
  required,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** What a text-like control needs from its field: its id, required flag and ARIA wiring. */
export type ControlProps = {
  id: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/** What every labelled field takes besides its control's own attributes. */
export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** The sentence shown under the field; marks the control aria-invalid. */
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
};

/** A field's props split into its LabelledControl's and the rest, its control's own. */
export function splitFieldProps<Props extends FieldProps>({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...controlProps
}: Props) {
  return [{ label, hint, error, required, id, className }, controlProps] as const;
}

type LabelledControlProps = FieldProps & {
  /** Renders the control with the props that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** A text-like control inside its FieldShell, wired to the label, hint and error. */
export function LabelledControl({ id, children, ...field }: LabelledControlProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell {...field} {...ids}>
      {children({
        id: ids.controlId,
        required: field.required,
        ...describedBy(ids, field.hint, field.error),
      })}
    </FieldShell>
  );
}
