/** Field name → the sentences the server gave for it (422 validation errors). */
export type FieldErrors = Record<string, string[]>;

type ApiErrorInit = {
  /** The HTTP status; 0 when the server could not be reached. */
  status: number;
  message: string;
  errors?: FieldErrors;
  body?: unknown;
};

/** Every failed request of the app: a non-2xx answer, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: unknown;

  constructor({ status, message, errors = {}, body = null }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** The first sentence the server gave for `field`, if any. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What to show a person for a failure: the server's message, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
