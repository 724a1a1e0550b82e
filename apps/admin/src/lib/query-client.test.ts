import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry, STALE_TIME_MS } from './query-client';

const apiError = (status: number) => new ApiError({ status, message: 'x' });

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 419, 422, 429]) {
      expect(shouldRetry(0, apiError(status))).toBe(false);
    }
  });

  it('retries a server error or a lost connection, twice at most', () => {
    expect(shouldRetry(0, apiError(500))).toBe(true);
    expect(shouldRetry(1, apiError(0))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
  });

  it('does not retry a programming error', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('answers from the cache while the data is fresh, instead of asking again', async () => {
    const client = createQueryClient();
    const load = vi.fn(() => Promise.resolve(['ada']));
    await client.fetchQuery({ queryKey: ['users'], queryFn: load });
    await expect(client.fetchQuery({ queryKey: ['users'], queryFn: load })).resolves.toEqual([
      'ada',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again once the data is older than the fresh time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const client = createQueryClient();
      const load = vi.fn(() => Promise.resolve(['ada']));
      await client.fetchQuery({ queryKey: ['users'], queryFn: load });
      vi.setSystemTime(Date.now() + STALE_TIME_MS + 1);
      await client.fetchQuery({ queryKey: ['users'], queryFn: load });
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends a failed change again by itself', async () => {
    const client = createQueryClient();
    const change = vi.fn(() => Promise.reject(apiError(503)));
    await expect(
      new MutationObserver(client, { mutationFn: change }).mutate(),
    ).rejects.toBeInstanceOf(ApiError);
    expect(change).toHaveBeenCalledTimes(1);
  });
});
