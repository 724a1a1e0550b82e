import { PASSKEY_NAME_MAX, passkeyRegisterBody } from '@job-board/contract';
import { z } from 'zod';
import { describeUserAgent } from '../../utils/describe-user-agent';
import { TextField, type TextFieldProps } from './text-field';

const passkeyNameSchema = z.object({ name: passkeyRegisterBody.shape.name });

/**
 * The `useSaveForm` schema and defaults of the form that names a new passkey: the contract's
 * rule for the name, this browser and system by default.
 */
export function passkeyNameFormOptions() {
  return {
    schema: passkeyNameSchema,
    defaultValues: { name: describeUserAgent(navigator.userAgent) },
  };
}

type PasskeyNameFieldProps = Omit<TextFieldProps, 'required' | 'autoComplete' | 'maxLength'>;

/** The new passkey's name: required, not autofilled, no longer than the contract allows. */
export function PasskeyNameField(props: PasskeyNameFieldProps) {
  return <TextField required autoComplete="off" maxLength={PASSKEY_NAME_MAX} {...props} />;
}
