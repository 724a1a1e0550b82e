import { z } from 'zod';

/**
 * Field schemas shared by every request body. Bodies may arrive as JSON, urlencoded or multipart
 * (method override, older clients), so booleans and numbers also accept their text forms.
 */

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);

/** true/false, 1/0, or "true"/"false"/"1"/"0"/"on"/"off"/"yes"/"no". */
export function formBoolean(field: string) {
  const message = `The ${field} field must be true or false.`;
  return z.preprocess(
    (value) => {
      if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
      if (typeof value !== 'string') return value;
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      return value;
    },
    z.boolean({
      error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : message),
    }),
  );
}

/** A number, or its text form; blank text counts as missing. */
export function formNumber(field: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return text === '' ? undefined : Number(text);
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? `The ${field} field is required.`
            : `The ${field} field must be a number.`,
      })
      .refine(Number.isFinite, `The ${field} field must be a number.`),
  );
}

/**
 * The refinement of an amount of money (stored as integer cents): at most two decimals.
 * Used as `.refine(...atMostTwoDecimals('price'))`.
 */
export function atMostTwoDecimals(field: string) {
  const check = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
  return [check, `The ${field} can have at most two decimals.`] as const;
}

/** A whole number, or its text form. */
export function formInteger(field: string) {
  return formNumber(field).pipe(z.number().int(`The ${field} field must be a whole number.`));
}

/** The id of another record (existence is checked by the server's service). */
export function formId(field: string) {
  return formInteger(field).pipe(z.number().positive(`Choose a valid ${field}.`));
}

/** Trimmed text, required, at most `max` characters. */
export function requiredText(field: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${field} field is required.`
          : `The ${field} field must be text.`,
    })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} must be at most ${max} characters.`);
}

/** Trimmed text at most `max` characters; blank or null becomes null. */
export function optionalText(field: string, max: number) {
  return z
    .string({ error: `The ${field} field must be text.` })
    .trim()
    .max(max, `The ${field} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}
