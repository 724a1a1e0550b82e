import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

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
