/**
 * The only module of the app that talks HTTP. Every request carries the same headers:
 * X-Requested-With, Accept JSON, the anti-forgery tokens, the session cookies (credentials) and,
 * when one is stored, the bearer token. No timeout is set. Updates and deletes travel as POST
 * with `_method`. Every non-2xx answer, and every request that gets no answer, becomes
 * an ApiError. A 401 outside sign-in ends the session through the handler the auth store sets.
 */
import { pathOf, type Endpoint, type EndpointInput, type ResponseOf } from '@job-board/contract';
import { readMetaCsrfToken, readXsrfCookie } from './anti-forgery';
import { ApiError, type FieldErrors } from './api-error';
import { readAuthToken } from './auth-token';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
export type JsonBody = Record<string, unknown>;

export type RequestOptions = {
  signal?: AbortSignal;
  /**
   * Whether a 401 answer ends the session (default true). Off for sign-in, where 401 means
   * "wrong credentials", and for sign-out, which ends the session anyway.
   */
  handleUnauthorized?: boolean;
  /** For a file answer: called as its bytes arrive (`total` when the server said the size). */
  onProgress?: (progress: DownloadProgress) => void;
};

export type DownloadProgress = { received: number; total: number | null };

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

export const httpErrorMessage = (status: number) =>
  `The server could not complete the request (error ${status}). Please try again.`;

// The page's token belongs to the session the page was served with, so it is read once, at load.
const pageCsrfToken = readMetaCsrfToken();

let onUnauthorized: (() => void) | null = null;

/** Called after any 401 answer of a request that handles it (see RequestOptions). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

let onForbidden: (() => void) | null = null;

/** Called after any 403 answer: the admin's role may have changed since the app loaded. */
export function setForbiddenHandler(handler: (() => void) | null): void {
  onForbidden = handler;
}

function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function buildHeaders(hasJsonBody: boolean): Headers {
  const headers = new Headers({
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (pageCsrfToken) headers.set('X-CSRF-TOKEN', pageCsrfToken);
  const xsrf = readXsrfCookie();
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const sentences = (Array.isArray(value) ? value : [value]).filter(
      (sentence): sentence is string => typeof sentence === 'string' && sentence !== '',
    );
    if (sentences.length > 0) errors[field] = sentences;
  }
  return errors;
}

function messageOf(status: number, body: unknown): string {
  if (isRecord(body)) {
    // Most errors carry `message`; the KYC calls also carry `error`.
    for (const key of ['message', 'error'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return httpErrorMessage(status);
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? null;
}

/**
 * A file answer as a Blob — a File carrying the server's file name when it gave one — read chunk
 * by chunk when the caller follows the progress.
 */
async function readFile(response: Response, onProgress?: RequestOptions['onProgress']) {
  const type = response.headers.get('Content-Type') ?? '';
  let blob: Blob;
  if (onProgress && response.body) {
    const total = Number(response.headers.get('Content-Length')) || null;
    const reader = response.body.getReader();
    const parts: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onProgress({ received, total });
    }
    blob = new Blob(parts, { type });
  } else {
    blob = await response.blob();
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'));
  return name ? new File([blob], name, { type }) : blob;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function send<T>(
  path: string,
  init: {
    method: 'GET' | 'POST';
    query?: QueryParams;
    body?: BodyInit;
    json?: boolean;
    /** The answer is a file's bytes (a document), read as a Blob. */
    file?: boolean;
  },
  options: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query), {
      method: init.method,
      headers: buildHeaders(init.json ?? false),
      body: init.body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure to show; TanStack Query expects the abort itself.
    if (isAbort(error) || options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });
  }

  if (response.ok) {
    return (
      init.file ? await readFile(response, options.onProgress) : await readBody(response)
    ) as T;
  }

  const body = await readBody(response);
  const error = new ApiError({
    status: response.status,
    message: messageOf(response.status, body),
    errors: fieldErrorsOf(body),
    body,
  });
  if (response.status === 401 && options.handleUnauthorized !== false) onUnauthorized?.();
  if (response.status === 403) onForbidden?.();
  throw error;
}

/**
 * Calls one endpoint of the contract: its path filled from `input.params`, its query from
 * `input.query`, its body from `input.body` (JSON, or the FormData of a multipart endpoint).
 * Updates and deletes travel as POST with `_method`. The answer is typed by the
 * endpoint's success response (a Blob for a file, null for an empty answer).
 */
export function api<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: RequestOptions,
): Promise<ResponseOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: JsonBody | FormData;
  };
  const path = pathOf(endpoint, params);
  if (endpoint.method === 'GET') {
    return send(path, { method: 'GET', query, file: endpoint.kind === 'file' }, options);
  }
  const override = endpoint.method === 'POST' ? {} : { _method: endpoint.method };
  if (body instanceof FormData) {
    for (const [name, value] of Object.entries(override)) body.set(name, value);
    return send(path, { method: 'POST', query, body }, options);
  }
  const json = JSON.stringify({ ...body, ...override });
  return send(path, { method: 'POST', query, body: json, json: true }, options);
}
