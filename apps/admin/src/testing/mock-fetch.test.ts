import { describe, expect, it } from 'vitest';
import { mockFetch } from './mock-fetch';

const jsonPost = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('mockFetch', () => {
  it('answers a route by method and path, ignoring the query, and records the request', async () => {
    const server = mockFetch({ 'GET /api/admin/users': { body: { data: ['ada'] } } });
    const response = await fetch('/api/admin/users?page=2', { headers: { Accept: 'x' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: ['ada'] });
    expect(server.calls[0]?.query.get('page')).toBe('2');
    expect(server.calls[0]?.headers.get('Accept')).toBe('x');
  });

  it('captures :name segments for a response function', async () => {
    mockFetch({ 'GET /api/admin/kyc/:id': ({ params }) => ({ body: { id: params.id } }) });
    expect(await (await fetch('/api/admin/kyc/42')).json()).toEqual({ id: '42' });
  });

  it('routes a POST with _method to the PUT or DELETE route first', async () => {
    const server = mockFetch({
      'POST /api/admin/jobs/:id': { body: 'post' },
      'PUT /api/admin/jobs/:id': { body: 'put' },
    });
    expect(await (await fetch('/api/admin/jobs/1', jsonPost({ _method: 'PUT' }))).json()).toBe(
      'put',
    );
    expect(await (await fetch('/api/admin/jobs/1', jsonPost({ _method: 'DELETE' }))).json()).toBe(
      'post',
    );
    expect(server.callsTo('PUT /api/admin/jobs/:id')).toHaveLength(1);
    expect(server.callsTo('POST /api/admin/jobs/1')).toHaveLength(2);
  });

  it('answers 404 to a request without a route and lists it', async () => {
    const server = mockFetch();
    const response = await fetch('/api/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      result: false,
      message: 'No mock for GET /api/nowhere',
    });
    expect(server.unmatched.map((request) => request.path)).toEqual(['/api/nowhere']);
  });

  it('rejects like a network failure when a handler throws', async () => {
    mockFetch({
      'GET /api/down': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(fetch('/api/down')).rejects.toThrow('Failed to fetch');
  });

  it('lets a test replace a route', async () => {
    const server = mockFetch({ 'GET /api/x': { body: 1 } });
    server.on('GET /api/x', { status: 500, body: 2 });
    const response = await fetch('/api/x');
    expect([response.status, await response.json()]).toEqual([500, 2]);
  });
});
