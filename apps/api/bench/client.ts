/**
 * The app built in process, signed in as the bench admin: requests go through the whole app
 * (routing, auth, validation, handler, serialisation) without network noise, so a timing is the
 * server's own work.
 */
import { buildApp, type App } from '../src/app.js';
import type { Dataset } from './dataset.js';
import { BENCH_ADMIN } from './dataset.js';

export type Answer = { status: number; body: string; json: () => unknown };

export type BenchClient = {
  app: App;
  /** The bench admin's bearer token (also valid for a server process on the same data). */
  token: string;
  get(url: string, signedIn: boolean): Promise<Answer>;
  close(): Promise<void>;
};

export async function openClient(dataset: Dataset): Promise<BenchClient> {
  const app = await buildApp(dataset.config, { database: dataset.database, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  });
  if (login.statusCode !== 200) {
    throw new Error(`The bench admin could not sign in (${login.statusCode}): ${login.body}`);
  }
  const token = (login.json() as { data: { token: string } }).data.token;
  const signedInHeaders = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const publicHeaders = { accept: 'application/json' };
  return {
    app,
    token,
    async get(url, signedIn) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: signedIn ? signedInHeaders : publicHeaders,
      });
      return { status: response.statusCode, body: response.body, json: () => response.json() };
    },
    // The database belongs to the dataset, which closes it.
    close: () => app.close(),
  };
}

/** One GET; throws when the answer is not the expected status (a timing of an error is no figure). */
export async function expectStatus(
  client: BenchClient,
  url: string,
  signedIn: boolean,
  status: number,
): Promise<Answer> {
  const answer = await client.get(url, signedIn);
  if (answer.status !== status) {
    throw new Error(
      `GET ${url} answered ${answer.status}, not ${status}: ${answer.body.slice(0, 200)}`,
    );
  }
  return answer;
}
