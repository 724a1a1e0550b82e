import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError } from '../../../components/ui/form-error';

export type ChecklistOption = { value: string; description: string };

type ChecklistFieldProps = {
  legend: string;
  options: readonly ChecklistOption[];
  /** react-hook-form's registration of the array field, shared by every box. */
  registration: UseFormRegisterReturn;
  error?: string;
};

/**
 * A group of checkboxes filling one list (events, scopes): each box is named by its value and
 * described by its sentence; the group's error is under the legend's group.
 */
export function ChecklistField({ legend, options, registration, error }: ChecklistFieldProps) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      {options.map((option) => (
        <CheckboxField
          key={option.value}
          label={<span className="font-mono text-sm">{option.value}</span>}
          hint={option.description}
          value={option.value}
          {...registration}
        />
      ))}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
