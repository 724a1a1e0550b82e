import { z } from 'zod';

/**
 * A required control's text, checked by the contract's rule for its field (length, range, whole
 * number) and told in the form's own words when left blank.
 */
export function requiredField<T>(blankMessage: string, contractField: z.ZodType<T, unknown>) {
  // The contract's fields read any input (bodies may arrive as form text), so text is one of them.
  return z
    .string()
    .trim()
    .min(1, blankMessage)
    .pipe(contractField as z.ZodType<T, string>);
}
