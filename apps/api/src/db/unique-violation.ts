import { AppError } from '../lib/app-error.js';

/** A unique index refused the row, in SQLite or PostgreSQL (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

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
