import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error.js';

export const BODY_NOT_AN_OBJECT =
  'The request body must be a JSON object, a form or multipart data, not a list or a single value.';

/**
 * Parses input with a contract schema; every failing field becomes a 422 sentence. A body that
 * is not an object at all (a JSON list, string or number) is malformed: 400.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  if (
    input !== undefined &&
    input !== null &&
    (typeof input !== 'object' || Array.isArray(input))
  ) {
    throw AppError.badRequest(BODY_NOT_AN_OBJECT);
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const refused = unstorableText(result.data);
    if (refused.length > 0) {
      throw AppError.invalid(Object.fromEntries(refused.map(([field, why]) => [field, [why]])));
    }
    return result.data;
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw AppError.invalid(errors);
}

export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000).';
export const UNPAIRED_SURROGATE_MESSAGE =
  'must be valid Unicode text: it holds half of a character pair (an unpaired \\uD800-\\uDFFF).';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text value cannot be taken as it is, if it cannot. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return undefined;
}

/**
 * Every text value no field of the contract has a use for, with why: U+0000 (PostgreSQL cannot
 * store it in text) and unpaired surrogates (UTF-8 cannot encode them: both databases, and the
 * password hash, would silently take U+FFFD instead, so "\uD800x" and "\uDC00x" would be the
 * same password). Refused on both databases alike.
 */
function unstorableText(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [[path.join('.') || 'body', problem]] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableText(item, [...path, String(index)]));
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof Date) &&
    !ArrayBuffer.isView(value)
  ) {
    return Object.entries(value).flatMap(([key, item]) => unstorableText(item, [...path, key]));
  }
  return [];
}
