import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError } from './app-error.js';

/**
 * Runs a write whose uniqueness the service checked first; a concurrent write that slipped in
 * between still answers 409 with the same message instead of a 500. The message may be computed
 * after the failure (for a value the write chose itself); undefined leaves the error as it is.
 */
export async function conflictOnDuplicate<T>(
  write: () => Promise<T>,
  message: string | (() => string | undefined),
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const conflict = typeof message === 'function' ? message() : message;
      if (conflict !== undefined) throw AppError.conflict(conflict);
    }
    throw error;
  }
}
