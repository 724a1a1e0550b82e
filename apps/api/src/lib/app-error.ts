/** Field name → sentences a person can act on. */
export type FieldErrors = Record<string, string[]>;

/** The one error type services throw; the error handler turns it into the contract's error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string) {
    return new AppError(400, message);
  }
  static unauthorized(message: string) {
    return new AppError(401, message);
  }
  static forbidden(message: string) {
    return new AppError(403, message);
  }
  static notFound(message = 'The requested record was not found.') {
    return new AppError(404, message);
  }
  static methodNotAllowed(message: string) {
    return new AppError(405, message);
  }
  static conflict(message: string) {
    return new AppError(409, message);
  }
  static csrfMismatch(message: string) {
    return new AppError(419, message);
  }
  static invalid(errors: FieldErrors, message = firstMessage(errors)) {
    return new AppError(422, message, errors);
  }
  /** A dependency (database, file storage) cannot serve the request now; it may later. */
  static unavailable(message: string, retryAfterSeconds = 5) {
    return new AppError(503, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.values(errors).reduce((n, list) => n + list.length, 0) - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}
