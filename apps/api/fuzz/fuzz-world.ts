import net from 'node:net';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  KYC_STATUSES,
  SETTING_DEFINITIONS,
  allEndpoints,
  type Endpoint,
} from '@job-board/contract';
import fc from 'fast-check';
import {
  imageBuffer,
  insertBlogPost,
  insertWebPage,
  storedUpload,
} from '../src/testing/content-fixtures.js';
import { insertApiKey } from '../src/testing/api-key-fixtures.js';
import { insertUser } from '../src/testing/fixtures.js';
import {
  insertCategory,
  insertJobType,
  insertPostDuration,
  insertSkill,
  insertSubscribedPartner,
  linkSkills,
} from '../src/testing/jobs-fixtures.js';
import { insertKycVerification } from '../src/testing/kyc-fixtures.js';
import { insertApplication, insertJob, insertPartner } from '../src/testing/partners-fixtures.js';
import { insertAuditRow } from '../src/testing/audit-fixtures.js';
import {
  insertFeature,
  insertInvoice,
  insertPackage,
} from '../src/testing/subscriptions-fixtures.js';
import { ADMIN, buildTestApp, type TestApp } from '../src/testing/test-app.js';
import {
  isCanonicalId,
  type BodyParts,
  type FilePart,
  type FuzzFixtures,
  type FuzzRequest,
} from './requests.js';
import {
  dataTables,
  snapshotDifferences,
  takeSnapshot,
  type Snapshot,
} from '../src/testing/snapshot.js';

/** An answer as the client read it; `failure` when it read none (reset, hang). */
export type Answer = { status: number; body: string; failure?: string };

const ROWS_PER_TABLE = 8;

/**
 * The real app on a fresh database with a few rows in every table, an admin's bearer token, and
 * a listening socket; `check` sends one generated request and asserts the invariants.
 */
export class FuzzWorld {
  private snapshot: Snapshot | null = null;
  /** Requests sent and answers by status class, for the summary. */
  readonly tally = new Map<string, number>();
  /** The API key the intake API is called with, and how many calls it has made. */
  private apiKey: { authorization: string; calls: number } | null = null;

  private constructor(
    readonly test: TestApp,
    private token: string,
    readonly port: number,
    private readonly tables: string[],
    readonly fixtures: FuzzFixtures,
  ) {}

  static async start(): Promise<FuzzWorld> {
    const test = await buildTestApp();
    const db = test.database.db;
    const images = [];
    for (let i = 0; i < 3; i += 1) images.push(await storedUpload(test.config));

    const partners: number[] = [];
    const categories: number[] = [];
    const skills: number[] = [];
    const jobTypes: number[] = [];
    const durations: number[] = [];
    const features: number[] = [];
    const users: number[] = [];
    for (let i = 0; i < ROWS_PER_TABLE; i += 1) {
      partners.push(i % 2 ? await insertSubscribedPartner(db, 2_900) : await insertPartner(db));
      categories.push(await insertCategory(db, { icon: images[0]! }));
      skills.push(await insertSkill(db, { is_hinted: i % 2 }));
      jobTypes.push(await insertJobType(db));
      durations.push(await insertPostDuration(db, { is_paid: i % 3 === 0 ? 1 : 0 }));
      features.push(await insertFeature(db));
      users.push(await insertUser(db, { is_blocked: i % 2 }));
      await insertWebPage(db, { is_published: i % 2 });
      await insertBlogPost(db, { featured_image: images[1]!, is_published: i % 2 });
      await insertKycVerification(db, { status: KYC_STATUSES[i % KYC_STATUSES.length]! });
      await insertAuditRow(db, { entity: 'job', entity_id: i + 1 });
    }
    for (let i = 0; i < ROWS_PER_TABLE; i += 1) {
      const packageId = await insertPackage(db, {}, features.slice(0, i % 4));
      await insertInvoice(db, { partner_id: partners[i]!, package_id: packageId });
      const jobId = await insertJob(db, partners[i]!, {
        category_id: categories[i]!,
        job_type_id: jobTypes[i]!,
        post_duration_id: durations[i]!,
        is_published: i % 2,
      });
      if (i % 3 > 0) await linkSkills(db, jobId, skills.slice(0, i % 3));
      await insertApplication(db, jobId);
    }

    const oneOf = (ids: number[]) =>
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...ids) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }) },
      );
    const png = await imageBuffer('png');
    const image = fc.oneof(
      { weight: 4, arbitrary: fc.constant(filePart('photo.png', 'image/png', png)) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom('a.png', '../../etc/passwd.png', 'é 💩.jpg', 'x', '.png', 'a.svg'),
            fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', ''),
            fc.oneof(
              fc.constant(png),
              fc.constant(Buffer.alloc(0)),
              fc.constant(Buffer.from('<svg onload="alert(1)"/>')),
              fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
              fc.constant(Buffer.concat([png.subarray(0, 40)])),
            ),
          )
          .map(([name, type, bytes]) => filePart(name, type, bytes)),
      },
      { weight: 1, arbitrary: fc.constantFrom<unknown>('not a file', '', null) },
    );
    const fixtures: FuzzFixtures = {
      fields: {
        partner_id: oneOf(partners),
        category_id: oneOf(categories),
        job_type_id: oneOf(jobTypes),
        job_active_duration: oneOf(durations),
        skills: fc.subarray(skills, { maxLength: 4 }),
        features: fc.subarray(features, { maxLength: 4 }),
        'features[]': fc.subarray(features, { maxLength: 4 }),
        icon_url: fc.constantFrom(...images),
        featured_image: fc.constantFrom(...images),
        email: fc.oneof(fc.constant(ADMIN.email), fc.emailAddress({ size: 'xsmall' })),
        password: fc.oneof(fc.constant(ADMIN.password), fc.string({ minLength: 1, maxLength: 20 })),
        slug: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,2}$/),
      },
      bodies: {
        'settings.save': fc.constantFrom(...SETTING_DEFINITIONS).chain((definition) =>
          fc.record({
            config_name: fc.constant(definition.config),
            setting_tab: fc.constant(definition.tab),
            value: settingValue(definition.config, definition.kind),
          }),
        ),
        'files.uploadImage': fc.record({ image }),
        'platform.submitKyc': fc.record(
          {
            user_id: oneOf(users),
            full_name: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
            id_type: fc.constantFrom('Passport', 'National ID', "Driver's License"),
            id_number: fc.stringMatching(/^[A-Z0-9-]{1,20}$/),
            id_front: image,
            selfie: image,
          },
          { requiredKeys: ['user_id', 'id_type', 'id_number', 'id_front', 'selfie'] },
        ),
      },
    };

    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const tables = await dataTables(test.database);
    return new FuzzWorld(test, await test.loginAs(), port, tables, fixtures);
  }

  async close(): Promise<void> {
    await this.test.close();
  }

  /** Sends one request and asserts every invariant; throws with a reproduction otherwise. */
  async check(endpoint: Endpoint, request: FuzzRequest): Promise<void> {
    const before = (this.snapshot ??= await takeSnapshot(this.test.database, this.tables));
    const answer = await this.send(
      request,
      endpoint.access === 'api-key' ? await this.keyAuthorization() : `Bearer ${this.token}`,
    );
    const status = answer.status;
    const group = answer.failure ? 'no answer' : `${Math.floor(status / 100)}xx`;
    this.tally.set(group, (this.tally.get(group) ?? 0) + 1);

    const fail = (what: string): never => {
      this.snapshot = null;
      throw new Error(`${what}\n${reproduction(request, answer)}`);
    };
    if (answer.failure) fail(`No answer: ${answer.failure}`);
    if (status >= 500) fail(`Answered ${status}`);
    if (status >= 400) {
      const after = await takeSnapshot(this.test.database, this.tables);
      const changed = snapshotDifferences(before, after);
      this.snapshot = after;
      if (changed.length > 0)
        fail(`Refused with ${status} but changed the database: ${changed.join('; ')}`);
    } else {
      this.snapshot = null;
    }

    const success = status >= 200 && status < 300;
    // A dot segment ("..", "%2e%2e") is resolved by every URL parser before it is sent, so the
    // request names another path (e.g. the list above the record), not a bad id.
    if (request.id !== undefined && !isCanonicalId(request.id) && !isDotSegment(request.id)) {
      if (success) fail(`The id "${request.id}" is not a canonical id, yet the call succeeded`);
      if (status === 422 && /"id"\s*:/.test(answer.body)) {
        fail(`The id "${request.id}" is not a canonical id: the answer must be 404, not 422`);
      }
    }
    if (success && request.override !== undefined && typeof request.override !== 'string') {
      const ownPost = allEndpoints.some((e) => e.method === 'POST' && e.path === endpoint.path);
      if (!ownPost || endpoint.method !== 'POST') {
        fail(`_method ${JSON.stringify(request.override)} is not a string, yet it was honoured`);
      }
    }

    // A successful sign-out ends the token the fuzz calls with: sign in again.
    if (success && endpoint.name === 'auth.logout') this.token = await this.test.loginAs();
  }

  /** The intake API's key: a new one before the last reaches its rate limit (429). */
  private async keyAuthorization(): Promise<string> {
    if (!this.apiKey || this.apiKey.calls >= API_KEY_REQUESTS_PER_MINUTE) {
      const { authorization } = await insertApiKey(this.test.database.db);
      this.apiKey = { authorization, calls: 0 };
    }
    this.apiKey.calls += 1;
    return this.apiKey.authorization;
  }

  private async send(request: FuzzRequest, authorization: string): Promise<Answer> {
    const headers = { authorization, ...request.headers };
    if (request.transport === 'socket') return sendOverSocket(this.port, request, headers);
    const response = await this.test.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload !== undefined && { payload: request.payload }),
      ...(request.remoteAddress && { remoteAddress: request.remoteAddress }),
    });
    return { status: response.statusCode, body: response.body };
  }
}

function filePart(filename: string, contentType: string, bytes: Buffer): FilePart {
  return { file: true, filename, contentType, bytes };
}

function settingValue(config: string, kind: string): fc.Arbitrary<unknown> {
  if (kind === 'boolean') return fc.boolean();
  if (config === 'email') return fc.emailAddress({ size: 'xsmall' });
  if (config.startsWith('app_url') || config.endsWith('_url')) {
    return fc.webUrl({ validSchemes: ['https'], size: 'xsmall' });
  }
  if (config === 'phone') return fc.stringMatching(/^\+?[0-9]{3}[0-9 ]{3,12}$/);
  return fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
}

/** What to paste to reproduce a failure: method, URL, content type and (the start of) the body. */
export function reproduction(request: FuzzRequest, answer?: Answer): string {
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? JSON.stringify(request.payload.subarray(0, 400).toString('latin1'))
        : JSON.stringify(request.payload.slice(0, 400));
  const size = request.payload === undefined ? 0 : Buffer.byteLength(request.payload);
  return [
    `  ${request.method} ${request.url.slice(0, 300)}  [${request.transport}; ${request.kind}]`,
    `  content-type: ${request.headers['content-type'] ?? '(none)'}`,
    `  body (${size} bytes): ${payload}`,
    ...(answer ? [`  answer: ${answer.status} ${answer.body.slice(0, 400)}`] : []),
  ].join('\n');
}

/**
 * One request over a real TCP connection, written byte for byte (so paths, headers and bodies
 * arrive exactly as generated), read to the end. A reset, a close before the status line or no
 * answer within the timeout is a failure; an answer read before the server closed is not.
 */
export function sendOverSocket(
  port: number,
  request: FuzzRequest,
  headers: Record<string, string>,
  timeoutMs = 20_000,
): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parseResponse(Buffer.concat(chunks));
      if (parsed) resolve(parsed);
      else
        resolve({
          status: 0,
          body: '',
          failure: failure ?? 'the connection closed without an answer',
        });
    };
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (error: NodeJS.ErrnoException) => finish(`${error.code ?? error.message}`));
    socket.on('connect', () => {
      const payload = request.payload === undefined ? undefined : Buffer.from(request.payload);
      const lines = [
        `${request.method} ${request.url} HTTP/1.1`,
        `host: 127.0.0.1:${port}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        ...(payload ? [`content-length: ${payload.length}`] : []),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (payload) socket.write(payload);
    });
  });
}

/** Status and body of a complete HTTP/1.1 response (content-length or chunked), or null. */
function parseResponse(raw: Buffer): Answer | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = raw.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '');
  if (!match) return null;
  const header = (name: string) =>
    head
      .slice(1)
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  let body = raw.subarray(end + 4);
  const length = header('content-length');
  if (length !== undefined) {
    if (body.length < Number(length)) return null;
    body = body.subarray(0, Number(length));
  } else if (header('transfer-encoding')?.toLowerCase() === 'chunked') {
    const decoded = dechunk(body);
    if (!decoded) return null;
    body = decoded;
  }
  return { status: Number(match[1]), body: body.toString('utf8') };
}

function dechunk(body: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
    if (at > body.length) return null;
  }
}

export type { BodyParts };

function isDotSegment(segment: string): boolean {
  return /^(\.|%2e){1,2}$/i.test(segment);
}
