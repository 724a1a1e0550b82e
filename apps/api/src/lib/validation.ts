import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error.js';

/** Parses input with a contract schema; every failing field becomes a 422 sentence. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw AppError.invalid(errors);
}
