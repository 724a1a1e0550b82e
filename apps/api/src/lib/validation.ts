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
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw AppError.invalid(errors);
}
