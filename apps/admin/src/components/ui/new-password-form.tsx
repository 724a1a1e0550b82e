import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MessagesForm } from './messages-form';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { SubmitButton } from './submit-button';

/** The words of a set-password form: its fields' labels, the button's and the button's while saving. */
export type NewPasswordFormText = {
  email: string;
  password: string;
  confirmation: string;
  submit: string;
  saving: string;
};

type NewPasswordFormProps<Parsed> = {
  saveForm: {
    form: UseFormReturn<NewPasswordValues, unknown, Parsed>;
    submit: FormEventHandler<HTMLFormElement>;
    isSaving: boolean;
  };
  /** What failed, shown above the fields (the link's own failure included). */
  failure: ReactNode;
  text: NewPasswordFormText;
  /** Below the button (e.g. the way back to login). */
  children?: ReactNode;
};

/** A password set from an emailed link (reset, invitation): the fields and the full-width button. */
export function NewPasswordForm<Parsed>({
  saveForm: { form, submit, isSaving },
  failure,
  text,
  children,
}: NewPasswordFormProps<Parsed>) {
  return (
    <MessagesForm onSubmit={submit} error={failure} className="flex flex-col gap-4">
      <NewPasswordFields form={form} labels={text} />
      <SubmitButton
        isSaving={isSaving}
        label={text.submit}
        savingLabel={text.saving}
        className="w-full"
      />
      {children}
    </MessagesForm>
  );
}
