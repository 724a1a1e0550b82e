import { ROLES } from './permissions.js';
import { z } from './zod.js';

/**
 * Field schemas shared by every request body. Bodies may arrive as JSON, urlencoded or multipart
 * (method override, older clients). JSON has booleans and lists of its own, so a JSON body must
 * use them; a form can only carry text, so its booleans and lists are also read from their text
 * forms (see `parsingFormText`). Numbers are read from decimal text in every body.
 */

let formTextAllowed = false;

/**
 * Runs a parse of a urlencoded or multipart body: booleans also read "true"/"false", "1"/"0",
 * "on"/"off" and "yes"/"no", and a list field also reads one value. Parsing is synchronous, so
 * the setting holds for exactly this parse.
 */
export function parsingFormText<T>(parse: () => T): T {
  const previous = formTextAllowed;
  formTextAllowed = true;
  try {
    return parse();
  } finally {
    formTextAllowed = previous;
  }
}

/** Whether the body being parsed is a form (urlencoded or multipart); see parsingFormText. */
export const isParsingFormText = () => formTextAllowed;

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no']);

/**
 * A JSON boolean; in a form, also its text forms. Never 0/1 as JSON numbers, blank text or any
 * other word: a value is never guessed.
 */
export function formBoolean(field: string) {
  const message = `The ${field} field must be true or false.`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string' || !formTextAllowed) return value;
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

/** A number written in decimal: `12`, `-3`, `0.5`, `12.50`. */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number, or its decimal text form; blank text counts as missing. */
export function formNumber(field: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      // Decimal notation only: Number() would also read "0x10", "1e3" and "Infinity".
      return DECIMAL.test(text) ? Number(text) : value;
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

/** Largest record id (ids are 32-bit integers in both databases). */
export const MAX_RECORD_ID = 2_147_483_647;

/** What a URL id that names no record can (not in canonical form, zero, too large) answers. */
export const NO_SUCH_RECORD = 'No record has this id.';

/** A positive decimal integer in canonical form: no sign, no leading zero, no spaces, no hex. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * The id in a URL. Anything but the canonical decimal form of a positive integer (`0x10`, `+1`,
 * `01`, ` 1`, `1\n`, `1e3`, `1.0`) names no record, and the server answers 404 with
 * NO_SUCH_RECORD (never reading `0x10` as 16). Numbers are accepted for clients building paths.
 */
export const recordId = z
  .preprocess(
    (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
    z
      .string({ error: NO_SUCH_RECORD })
      .regex(CANONICAL_ID, NO_SUCH_RECORD)
      .transform(Number)
      .pipe(z.number().max(MAX_RECORD_ID, NO_SUCH_RECORD)),
  )
  .meta({ type: 'integer', minimum: 1, maximum: MAX_RECORD_ID });

/**
 * Text that opens an HTML tag, comment or declaration when put into a page unescaped: `<`
 * followed by a letter, `/`, `!` or `?` (how browsers tokenise). `<` before a space or digit,
 * and `>` alone, cannot.
 */
const MARKUP = /<[a-z/!?]/i;

export const markupMessage = (field: string) =>
  `The ${field} must be plain text, without HTML tags such as <b>.`;

/** Whether text contains something a browser would read as markup. */
export const hasMarkup = (text: string) => MARKUP.test(text);

/**
 * The refinement every plain-text field of a request ends with (decisions.md, "Hardening"):
 * `.refine(...withoutMarkup('excerpt'))` refuses markup with a message naming the field.
 */
export function withoutMarkup(field: string) {
  return [(text: string) => !hasMarkup(text), markupMessage(field)] as const;
}

/** A name or title: required trimmed text of at most `max` characters, without markup. */
export function plainName(field: string, max: number) {
  return requiredText(field, max).refine(...withoutMarkup(field));
}

/** Optional plain text (a place name, an excerpt), without markup; blank or null becomes null. */
export function optionalPlainName(field: string, max: number) {
  return z
    .string({ error: `The ${field} field must be text.` })
    .trim()
    .max(max, `The ${field} must be at most ${max} characters.`)
    .refine(...withoutMarkup(field))
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * One of the roles (permissions.ts). It lives here, not beside the roles, so code that reads only
 * who may do what (the admin app's first screen) loads no zod.
 */
export const roleSchema = z.enum(ROLES, {
  error: `Choose a role: ${ROLES.join(', ')}.`,
});
