import { describe, expect, it } from 'vitest';
import { mockFetch, type FetchMock } from './mock-fetch';
import { pagedBody } from './paged-body';

const jsonPost = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const done = (message: string) => ({ result: true as const, message, data: null });

/**
 * The breaches a test made on purpose, taken out of the fake server so that they do not fail
 * the test (setup-tests.ts fails any test that leaves one).
 */
const takeViolations = (server: FetchMock) => server.violations.splice(0);

describe('mockFetch', () => {
  it('answers an endpoint by its method and path, ignoring the query, and records the request', async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([]) } });
    const response = await fetch('/api/admin/users?page=2', { headers: { Accept: 'x' } });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(pagedBody([]));
    const [request] = server.callsTo('users.list');
    expect(request?.query.get('page')).toBe('2');
    expect(request?.headers.get('Accept')).toBe('x');
    expect(request?.endpoint?.name).toBe('users.list');
  });

  it("gives a response function the path's parameters", async () => {
    mockFetch({
      'users.block': ({ params }) => ({ body: done(`User ${params.id} blocked.`) }),
    });
    const response = await fetch('/api/user/block/42');
    expect(await response.json()).toEqual(done('User 42 blocked.'));
  });

  it('takes a POST with _method for the PUT or DELETE endpoint of its path', async () => {
    const server = mockFetch({
      'skills.create': { body: { data: { id: 1, name: 'Go', visible: true } } },
      'skills.update': { body: { data: { id: 4, name: 'Rust', visible: true } } },
      'skills.delete': { body: done('Deleted.') },
    });
    await fetch('/api/admin/skills', jsonPost({ name: 'Go' }));
    await fetch('/api/admin/skills/4', jsonPost({ name: 'Rust', _method: 'PUT' }));
    const form = new FormData();
    form.set('_method', 'DELETE');
    await fetch('/api/admin/skills/4', { method: 'POST', body: form });

    expect(server.calls.map((call) => [call.method, call.effectiveMethod])).toEqual([
      ['POST', 'POST'],
      ['POST', 'PUT'],
      ['POST', 'DELETE'],
    ]);
    expect(server.calls.map((call) => call.endpoint?.name)).toEqual([
      'skills.create',
      'skills.update',
      'skills.delete',
    ]);
  });

  it('answers a request its endpoint refuses with 422 and the reasons, and records the breach', async () => {
    const server = mockFetch({ 'auth.forgotPassword': { body: done('Sent.') } });
    const response = await fetch('/api/admin/auth/forgot-password', jsonPost({ email: 'nope' }));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      result: false,
      message: 'Enter a valid email address.',
      errors: { email: ['Enter a valid email address.'] },
    });
    expect(takeViolations(server)).toEqual([
      'auth.forgotPassword was sent what its contract refuses: {"email":["Enter a valid email address."]}',
    ]);
  });

  it('checks the path parameters and the query too', async () => {
    const server = mockFetch({
      'users.block': { body: done('Blocked.') },
      'users.list': { body: pagedBody([]) },
    });
    expect((await fetch('/api/user/block/abc')).status).toBe(422);
    expect((await fetch('/api/admin/users?sort=favourite_colour')).status).toBe(422);
    expect(takeViolations(server)).toEqual([
      expect.stringContaining('users.block was sent what its contract refuses'),
      expect.stringContaining('users.list was sent what its contract refuses'),
    ]);
  });

  it('delivers a canned answer that breaks the response schema, and records the breach', async () => {
    const server = mockFetch({ 'users.list': { body: { data: [] } as never } });
    const response = await fetch('/api/admin/users');

    expect(await response.json()).toEqual({ data: [] });
    expect(takeViolations(server)).toEqual([
      expect.stringContaining('users.list 200 answer breaks the contract'),
    ]);
  });

  it('records a failure body that is not the error body, and a status the contract does not list', async () => {
    const server = mockFetch({
      'users.list': { status: 500, body: { message: 'Down.' } as never },
    });
    await fetch('/api/admin/users');
    server.on('dashboard.insights', { status: 404, body: { result: false, message: 'Gone.' } });
    await fetch('/api/admin/insights');

    expect(takeViolations(server)).toEqual([
      expect.stringContaining('users.list 500 answer breaks the contract'),
      expect.stringMatching(
        /^dashboard\.insights cannot answer 404; its contract lists 200, 401, 403, 500, 503$/,
      ),
    ]);
  });

  it('answers 404 to a request for no endpoint of the contract, and records the breach', async () => {
    const server = mockFetch();
    const response = await fetch('/api/nowhere');

    expect(response.status).toBe(404);
    expect(takeViolations(server)).toEqual(['GET /api/nowhere is not an endpoint of the contract']);
    expect(server.calls.map((call) => call.path)).toEqual(['/api/nowhere']);
  });

  it('answers 404 to an endpoint without a route and lists it, which is no breach', async () => {
    const server = mockFetch();
    const response = await fetch('/api/admin/users');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ result: false, message: 'No mock for users.list' });
    expect(server.unmatched.map((request) => request.endpoint?.name)).toEqual(['users.list']);
    expect(server.violations).toEqual([]);
  });

  it('answers an empty success without a body', async () => {
    mockFetch({ 'auth.csrfCookie': { status: 204 } });
    const response = await fetch('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('rejects like a network failure when a handler throws', async () => {
    mockFetch({
      'dashboard.insights': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(fetch('/api/admin/insights')).rejects.toThrow('Failed to fetch');
  });

  it('lets a test replace a route', async () => {
    const server = mockFetch({ 'users.block': { body: done('Blocked.') } });
    server.on('users.block', { status: 409, body: { result: false, message: 'Already blocked.' } });
    const response = await fetch('/api/user/block/1');
    expect([response.status, await response.json()]).toEqual([
      409,
      { result: false, message: 'Already blocked.' },
    ]);
  });
});
