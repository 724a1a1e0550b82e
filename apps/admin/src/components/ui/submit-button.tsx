import { Button, type ButtonProps } from './button';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  isSaving: boolean;
  label: string;
  /** Shown instead of `label` while the form saves. */
  savingLabel: string;
};

/** A form's submit button: disabled while the form saves, and saying so. */
export function SubmitButton({
  isSaving,
  label,
  savingLabel,
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled || isSaving} {...props}>
      {isSaving ? savingLabel : label}
    </Button>
  );
}
