import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_MESSAGES } from '@job-board/contract';
import { insertUser } from '../../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver.js';
import {
  OutboundError,
  isPrivateAddress,
  postJson,
  receiverLookup,
  receiverUrlProblem,
} from './outbound-http.js';
import { OutboxWorker } from './outbox-worker.js';

describe('which addresses a receiver may be on', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );

  it('judges URLs before anything is sent', () => {
    expect(receiverUrlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(receiverUrlProblem('http://127.0.0.1:8080/x', false)).toBe('private');
    expect(receiverUrlProblem('http://[::1]/x', false)).toBe('private');
    expect(receiverUrlProblem('http://localhost/x', false)).toBe('private');
    expect(receiverUrlProblem('http://LOCALHOST./x', false)).toBe('private');
    expect(receiverUrlProblem('http://api.localhost/x', false)).toBe('private');
    expect(receiverUrlProblem('http://169.254.169.254/latest/meta-data', false)).toBe('private');
    expect(receiverUrlProblem('http://user:secret@example.com/x', false)).toBe('credentials');
    expect(receiverUrlProblem('ftp://example.com/x', false)).toBe('invalid');
    expect(receiverUrlProblem('not a url', false)).toBe('invalid');
    expect(receiverUrlProblem('http://127.0.0.1:8080/x', true)).toBeNull();
  });

  it('refuses a name that resolves to a private address, when it connects', async () => {
    const resolve = (allowPrivate: boolean) =>
      new Promise<{ error: Error | null; address: string }>((done) =>
        receiverLookup(allowPrivate)('localhost', { family: 4 }, (error, address) =>
          done({
            error,
            address:
              typeof address === 'string' ? address : (address as LookupAddress[])[0]!.address,
          }),
        ),
      );
    const refused = await resolve(false);
    expect(refused.error).toBeInstanceOf(OutboundError);
    expect(refused.error!.message).toMatch(/resolves only to private or local addresses/);
    expect(await resolve(true)).toEqual({ error: null, address: '127.0.0.1' });
  });

  it('sends nothing to a private address unless allowed', async () => {
    const receiver = await startReceiver();
    try {
      const options = { headers: {}, timeoutMs: 2000, allowPrivate: false };
      await expect(postJson(receiver.url(), '{}', options)).rejects.toThrow(
        'The address is private or local',
      );
      const allowed = await postJson(receiver.url(), '{}', { ...options, allowPrivate: true });
      expect(allowed.status).toBe(200);
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const http = await import('node:http');
    const server = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const started = Date.now();
      await expect(
        postJson(`http://127.0.0.1:${port}/`, '{}', {
          headers: {},
          timeoutMs: 300,
          allowPrivate: true,
        }),
      ).rejects.toThrow('No answer within 0.3 s');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('webhook endpoints on private addresses (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  let t: TestApp;
  let token: string;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.loginAs();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  const create = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: { authorization: `Bearer ${token}` },
      payload: { url, events: ['user.blocked'] },
    });

  it.each([
    ['http://127.0.0.1:9/hook', INTEGRATION_MESSAGES.urlPrivate],
    ['http://localhost:9/hook', INTEGRATION_MESSAGES.urlPrivate],
    ['http://169.254.169.254/latest/meta-data/', INTEGRATION_MESSAGES.urlPrivate],
    ['http://[::1]:9/', INTEGRATION_MESSAGES.urlPrivate],
    ['https://user:pw@hooks.example.com/', INTEGRATION_MESSAGES.urlCredentials],
    ['ftp://hooks.example.com/', INTEGRATION_MESSAGES.urlInvalid],
  ])('refuses to register %s', async (url, message) => {
    const response = await create(url);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.url).toEqual([message]);
  });

  it('refuses at delivery time an endpoint whose address is private, sending nothing', async () => {
    const now = new Date().toISOString();
    // As if it had been saved while allowed, or its name now resolved to this machine.
    await t.database.db
      .insertInto('webhook_endpoints')
      .values({
        url: receiver.url().replace('127.0.0.1', 'localhost'),
        description: null,
        events: JSON.stringify(['user.blocked']),
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        previous_secret: null,
        previous_secret_expires_at: null,
        paused_reason: null,
        paused_at: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const userId = await insertUser(t.database.db);
    await t.app.inject({
      url: `/api/user/block/${userId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await new OutboxWorker(t.app.deps).runOnce()).toEqual({ deliveries: 1, builds: 0 });
    expect(receiver.requests).toEqual([]);
    const [delivery] = await t.database.db.selectFrom('webhook_deliveries').selectAll().execute();
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_response_status: null,
      last_error: 'The address is private or local',
    });
  });
});
