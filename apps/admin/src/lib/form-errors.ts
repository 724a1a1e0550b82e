import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-error';

/**
 * Shows a 422's field sentences under the form's own fields. Returns the sentences of fields
 * the form does not have (e.g. a reset link's token), for the form-level error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  for (const [field, sentences] of Object.entries(error.errors)) {
    const message = sentences.join(' ');
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
    } else {
      unplaced.push(message);
    }
  }
  return unplaced;
}

/**
 * Places a failed save's 422 sentences under the form's fields and returns what the form itself
 * should say: the sentences of fields it does not have, nothing when every sentence found its
 * field, or else the server's message (`fallback` when there is none).
 */
export function formLevelError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  const unplaced = applyServerFieldErrors(error, setError, fields);
  if (unplaced.length > 0) return unplaced.join(' ');
  const allPlaced = error instanceof ApiError && Object.keys(error.errors).length > 0;
  return allPlaced ? null : errorMessage(error, fallback);
}
