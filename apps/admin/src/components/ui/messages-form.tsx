import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormError } from './form-error';
import { FormNotice } from './form-notice';

type MessagesFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> & {
  /** A success message shown above the fields. */
  notice?: ReactNode;
  /** A failure not tied to one field, shown above the fields. */
  error?: ReactNode;
};

/**
 * A form checked by its schema rather than the browser (noValidate), its success notice and
 * form-level failure above the fields.
 */
export function MessagesForm({ notice, error, children, ...formProps }: MessagesFormProps) {
  return (
    <form noValidate {...formProps}>
      <FormNotice>{notice}</FormNotice>
      <FormError>{error}</FormError>
      {children}
    </form>
  );
}
