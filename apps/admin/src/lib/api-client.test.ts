import { defineEndpoints, endpoints } from '@job-board/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import { pagedBody } from '../testing/paged-body';
import { api, httpErrorMessage, NETWORK_ERROR_MESSAGE, setUnauthorizedHandler } from './api-client';
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

/**
 * A bare `fetch` answering every request with `response`, for what the contract's fake server
 * cannot show: the raw URL, a body that is not JSON, an endpoint outside the registry.
 */
function stubFetch(response: () => Response) {
  const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

const insights = {
  jobs: { total: 1, this_week: 1, change_diff: 0 },
  applicants: { total: 1, selected_candidates: 0, change_diff: 0 },
  partner: { total: 1, new_partners: 0, change_diff: 0 },
};
const linkSent = { result: true as const, message: 'Link sent.', data: null };
const skill = { id: 4, name: 'Go', visible: true };

describe('every request', () => {
  it('is marked as XMLHttpRequest, asks for JSON, sends credentials and the page token', async () => {
    const server = mockFetch({ 'dashboard.insights': { body: { result: true, data: insights } } });
    await api(endpoints.dashboard.insights, {});
    const [request] = server.calls;
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('X-CSRF-TOKEN')).toBe('page-token-123');
    expect(request?.credentials).toBe('include');
  });

  it('sends the XSRF-TOKEN cookie as it is now, not as it was when the page loaded', async () => {
    const server = mockFetch({ 'auth.forgotPassword': { body: linkSent } });
    const send = () => api(endpoints.auth.forgotPassword, { body: { email: 'ada@example.com' } });
    await send();
    expect(server.calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);

    document.cookie = 'XSRF-TOKEN=first%3Dvalue';
    await send();
    expect(server.calls[1]?.headers.get('X-XSRF-TOKEN')).toBe('first%3Dvalue');

    document.cookie = 'XSRF-TOKEN=rotated';
    await send();
    expect(server.calls[2]?.headers.get('X-XSRF-TOKEN')).toBe('rotated');
  });

  it('carries the stored bearer token, and none when there is none', async () => {
    const server = mockFetch({ 'dashboard.insights': { body: { result: true, data: insights } } });
    await api(endpoints.dashboard.insights, {});
    expect(server.calls[0]?.headers.has('Authorization')).toBe(false);

    localStorage.setItem(AUTH_TOKEN_KEY, 'secret-token');
    await api(endpoints.dashboard.insights, {});
    expect(server.calls[1]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });
});

describe('the path', () => {
  it("fills the endpoint's parameters", async () => {
    const server = mockFetch({ 'users.block': { body: { ...linkSent, message: 'Blocked.' } } });
    await api(endpoints.users.block, { params: { id: 7 } });
    expect(server.calls[0]?.path).toBe('/api/user/block/7');
  });

  it('encodes each parameter, so a value cannot reach another path', async () => {
    const fetchSpy = stubFetch(() => Response.json({}));
    await api(endpoints.blogPosts.get, { params: { id: '../users 1?x' } });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/admin/blogposts/..%2Fusers%201%3Fx');
  });

  it('refuses to call without a parameter the path needs', () => {
    const fetchSpy = stubFetch(() => Response.json({}));
    expect(() => api(endpoints.users.block, { params: { id: '' } })).toThrow(
      '/api/user/block/:id needs the "id" parameter.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the query', () => {
  it('is sent with the GET, leaving out empty values', async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([]) } });
    const body = await api(endpoints.users.list, {
      query: { page: 2, s: '', sort: '-first_name' },
    });
    expect(body).toEqual(pagedBody([]));
    expect(server.calls[0]?.query.toString()).toBe('page=2&sort=-first_name');
  });
});

describe('the body', () => {
  it('of a POST is JSON', async () => {
    const server = mockFetch({ 'auth.forgotPassword': { body: linkSent } });
    await expect(
      api(endpoints.auth.forgotPassword, { body: { email: 'ada@example.com' } }),
    ).resolves.toEqual(linkSent);
    expect(server.calls[0]?.method).toBe('POST');
    expect(server.calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(server.calls[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('of an update or a delete travels as a POST with _method PUT or DELETE', async () => {
    const server = mockFetch({
      'skills.update': { body: { data: skill } },
      'skills.delete': { body: { ...linkSent, message: 'Deleted.' } },
    });
    await api(endpoints.skills.update, { params: { id: 4 }, body: { name: 'Go' } });
    await api(endpoints.skills.delete, { params: { id: 4 } });
    expect(server.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/admin/skills/4', { name: 'Go', _method: 'PUT' }],
      ['POST', '/api/admin/skills/4', { _method: 'DELETE' }],
    ]);
    expect(server.calls.map((call) => call.endpoint?.name)).toEqual([
      'skills.update',
      'skills.delete',
    ]);
  });

  it('of a multipart endpoint is the FormData itself, its Content-Type left to the browser', async () => {
    const server = mockFetch({
      'files.uploadImage': { body: { ...linkSent, data: { file_name: 'a.png' } } },
    });
    const form = new FormData();
    form.append('image', new File(['x'], 'a.png', { type: 'image/png' }));
    await api(endpoints.files.uploadImage, { body: form });
    expect(server.calls[0]?.body).toBe(form);
    expect(server.calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(form.has('_method')).toBe(false);
  });

  it('of a multipart update carries _method as one of its fields', async () => {
    const { documents } = defineEndpoints('test', {
      documents: {
        method: 'PUT',
        path: '/api/test/documents',
        access: 'admin',
        summary: 'A multipart update',
        bodyType: 'multipart',
      },
    });
    const fetchSpy = stubFetch(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.pdf'));
    await api(documents, { body: form });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('_method')).toBe('PUT');
  });
});

describe('the answer', () => {
  it('is null when the success has no body', async () => {
    mockFetch({ 'auth.csrfCookie': { status: 204 } });
    await expect(api(endpoints.auth.csrfCookie, {})).resolves.toBeNull();
  });

  it("is a Blob for a file's bytes", async () => {
    stubFetch(() => new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg' } }));
    const file = await api(endpoints.kyc.document, {
      params: { id: 3, kind: 'selfie' },
      query: { admin: '1', expires: '9', signature: 'a' },
    });
    expect(file.type).toBe('image/jpeg');
    expect(await file.text()).toBe('jpeg');
  });
});

describe('failures', () => {
  it('become an ApiError with the status, the server message, field errors and body', async () => {
    const body = {
      result: false as const,
      message: 'Some fields are invalid.',
      errors: { email: ['Enter an email.'], password: ['Too short.', 'Too common.'] },
    };
    mockFetch({ 'auth.login': { status: 422, body } });
    const error = await failure(
      api(endpoints.auth.login, { body: { email: 'a@example.com', password: 'x' } }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('Some fields are invalid.');
    expect(error.errors).toEqual(body.errors);
    expect(error.fieldError('password')).toBe('Too short.');
    expect(error.body).toEqual(body);
  });

  it('take the KYC "error" field when the message is blank', async () => {
    mockFetch({
      'kyc.verify': { status: 409, body: { result: false, message: '', error: 'Already done' } },
    });
    const error = await failure(
      api(endpoints.kyc.verify, { params: { id: 3 }, body: { status: 'approved' } }),
    );
    expect(error.message).toBe('Already done');
  });

  it('without a message in the body still say what happened', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api(endpoints.dashboard.insights, {}));
    expect(error.status).toBe(502);
    expect(error.message).toBe(httpErrorMessage(502));
    expect(error.body).toBe('<html>Bad gateway</html>');
  });

  it('with no answer at all become status 0 with a clear message', async () => {
    mockFetch({
      'dashboard.insights': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failure(api(endpoints.dashboard.insights, {}));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('let a cancelled request reject as an abort, not as a failure to show', async () => {
    mockFetch({
      'dashboard.insights': () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    const controller = new AbortController();
    controller.abort();
    const error = await api(endpoints.dashboard.insights, {}, { signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('a 401 answer', () => {
  it('ends the session through the handler, and still rejects', async () => {
    mockFetch({
      'users.list': { status: 401, body: { result: false, message: 'Not signed in.' } },
    });
    const error = await failure(api(endpoints.users.list, {}));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('of a call that opts out (sign-in) leaves the session alone', async () => {
    mockFetch({ 'auth.login': { status: 401, body: { result: false, message: 'Wrong.' } } });
    await failure(
      api(
        endpoints.auth.login,
        { body: { email: 'a@example.com', password: 'x' } },
        { handleUnauthorized: false },
      ),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is the only status that does so', async () => {
    mockFetch({
      'auth.forgotPassword': { status: 419, body: { result: false, message: 'Page expired.' } },
    });
    await failure(api(endpoints.auth.forgotPassword, { body: { email: 'ada@example.com' } }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
