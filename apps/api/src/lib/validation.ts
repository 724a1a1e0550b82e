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
    const withNul = fieldsWithNul(result.data);
    if (withNul.length > 0) {
      throw AppError.invalid(Object.fromEntries(withNul.map((field) => [field, [NUL_MESSAGE]])));
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

/**
 * The paths of every text value holding U+0000: PostgreSQL cannot store it in text, and no
 * field of the contract has a use for it, so it is refused on both databases alike.
 */
function fieldsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || 'body'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => fieldsWithNul(item, [...path, String(index)]));
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof Date) &&
    !ArrayBuffer.isView(value)
  ) {
    return Object.entries(value).flatMap(([key, item]) => fieldsWithNul(item, [...path, key]));
  }
  return [];
}
