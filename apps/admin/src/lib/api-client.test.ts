import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import {
  del,
  get,
  httpErrorMessage,
  NETWORK_ERROR_MESSAGE,
  post,
  put,
  setUnauthorizedHandler,
  upload,
} from './api-client';
import { ApiError } from './api-error';
import { AUTH_TOKEN_KEY } from './auth-token';

// The page token is read once when the client loads, so the meta tag must exist before that.
vi.hoisted(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token-123">';
});

const onUnauthorized = vi.fn();

beforeEach(() => {
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
});

afterEach(() => {
  setUnauthorizedHandler(null);
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('every request', () => {
  it('is marked as XMLHttpRequest, asks for JSON, sends credentials and the page token', async () => {
    const server = mockFetch({ 'GET /api/thing': { body: { data: 1 } } });
    await get('/api/thing');
    const [request] = server.calls;
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('X-CSRF-TOKEN')).toBe('page-token-123');
    expect(request?.credentials).toBe('include');
  });

  it('sends the XSRF-TOKEN cookie as it is now, not as it was when the page loaded', async () => {
    const server = mockFetch({ 'POST /api/thing': { body: {} } });
    await post('/api/thing');
    expect(server.calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);

    document.cookie = 'XSRF-TOKEN=first%3Dvalue';
    await post('/api/thing');
    expect(server.calls[1]?.headers.get('X-XSRF-TOKEN')).toBe('first%3Dvalue');

    document.cookie = 'XSRF-TOKEN=rotated';
    await post('/api/thing');
    expect(server.calls[2]?.headers.get('X-XSRF-TOKEN')).toBe('rotated');
  });

  it('carries the stored bearer token, and none when there is none', async () => {
    const server = mockFetch({ 'GET /api/thing': { body: {} } });
    await get('/api/thing');
    expect(server.calls[0]?.headers.has('Authorization')).toBe(false);

    localStorage.setItem(AUTH_TOKEN_KEY, 'secret-token');
    await get('/api/thing');
    expect(server.calls[1]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });
});

describe('the helpers', () => {
  it('get adds the query, leaving out empty values', async () => {
    const server = mockFetch({ 'GET /api/admin/users': { body: { data: [] } } });
    const body = await get<{ data: unknown[] }>('/api/admin/users', {
      page: 2,
      s: '',
      sort: '-first_name',
      status: undefined,
      blocked: null,
    });
    expect(body).toEqual({ data: [] });
    expect(server.calls[0]?.query.toString()).toBe('page=2&sort=-first_name');
  });

  it('post sends JSON', async () => {
    const server = mockFetch({
      'POST /api/admin/jobs': { status: 201, body: { data: { id: 9 } } },
    });
    await expect(post('/api/admin/jobs', { job_title: 'Cook' })).resolves.toEqual({
      data: { id: 9 },
    });
    expect(server.calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(server.calls[0]?.body).toEqual({ job_title: 'Cook' });
  });

  it('put and del are POSTs with _method PUT and DELETE', async () => {
    const server = mockFetch({
      'PUT /api/admin/jobs/:id': { body: { data: {} } },
      'DELETE /api/admin/:kind/:id': { body: { result: true } },
    });
    await put('/api/admin/jobs/4', { status: 'paused' });
    await del('/api/admin/jobs/4');
    await del('/api/admin/webpages/5', { id: 5 });
    expect(server.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/admin/jobs/4', { status: 'paused', _method: 'PUT' }],
      ['POST', '/api/admin/jobs/4', { _method: 'DELETE' }],
      ['POST', '/api/admin/webpages/5', { id: 5, _method: 'DELETE' }],
    ]);
  });

  it('upload posts the form as multipart, leaving the Content-Type to the browser', async () => {
    const server = mockFetch({
      'POST /api/file/upload-image': { body: { data: { file_name: 'a.png' } } },
    });
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await upload('/api/file/upload-image', form);
    expect(server.calls[0]?.body).toBe(form);
    expect(server.calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('returns null for an empty success answer', async () => {
    mockFetch({ 'GET /sanctum/csrf-cookie': { status: 204 } });
    await expect(get('/sanctum/csrf-cookie')).resolves.toBeNull();
  });
});

describe('failures', () => {
  it('become an ApiError with the status, the server message, field errors and body', async () => {
    const body = {
      result: false,
      message: 'Some fields are invalid.',
      errors: { job_title: ['Enter a title.'], city: ['Enter a city.', 'Too short.'] },
    };
    mockFetch({ 'POST /api/admin/jobs': { status: 422, body } });
    const error = await failure(post('/api/admin/jobs', {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Some fields are invalid.');
    expect(error.errors).toEqual(body.errors);
    expect(error.fieldError('city')).toBe('Enter a city.');
    expect(error.body).toEqual(body);
  });

  it('take the KYC "error" field when there is no message', async () => {
    mockFetch({
      'POST /api/admin/kyc/verify/:id': { status: 409, body: { error: 'Already done' } },
    });
    expect((await failure(post('/api/admin/kyc/verify/3', {}))).message).toBe('Already done');
  });

  it('without a message in the body still say what happened', async () => {
    mockFetch({ 'GET /api/thing': { status: 502 } });
    const error = await failure(get('/api/thing'));
    expect(error.status).toBe(502);
    expect(error.message).toBe(httpErrorMessage(502));
  });

  it('with no answer at all become status 0 with a clear message', async () => {
    mockFetch({
      'GET /api/thing': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failure(get('/api/thing'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('let a cancelled request reject as an abort, not as a failure to show', async () => {
    mockFetch({
      'GET /api/thing': () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    const controller = new AbortController();
    controller.abort();
    const error = await get('/api/thing', undefined, { signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('a 401 answer', () => {
  it('ends the session through the handler, and still rejects', async () => {
    mockFetch({ 'GET /api/admin/users': { status: 401, body: { message: 'Not signed in.' } } });
    const error = await failure(get('/api/admin/users'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('of a call that opts out (sign-in) leaves the session alone', async () => {
    mockFetch({ 'POST /api/admin/auth/login': { status: 401, body: { message: 'Wrong.' } } });
    await failure(post('/api/admin/auth/login', {}, { handleUnauthorized: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is the only status that does so', async () => {
    mockFetch({ 'GET /api/thing': { status: 403, body: { message: 'Admins only.' } } });
    await failure(get('/api/thing'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
