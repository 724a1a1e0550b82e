// Starts the production build of the server for the end-to-end tests, on a fresh database:
//   node e2e/serve.mjs sqlite 8181                  a new SQLite file, loaded with demo data at start
//   node e2e/serve.mjs postgres 8182                E2E_DATABASE_URL emptied, then seeded
// Its files (database, uploads, KYC documents) live under artifacts/e2e/<name>/.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [kind, port] = process.argv.slice(2);
if (!['sqlite', 'postgres'].includes(kind) || !/^\d+$/.test(port ?? '')) {
  console.error('Usage: node e2e/serve.mjs sqlite|postgres PORT');
  process.exit(2);
}

const workDir = path.join(root, 'artifacts', 'e2e', kind);
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });

const databaseUrl =
  kind === 'sqlite'
    ? `sqlite:${path.join(workDir, 'job-board.sqlite')}`
    : process.env.E2E_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set E2E_DATABASE_URL to an empty PostgreSQL database the tests may own.');
  process.exit(2);
}

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  // Passkeys need a domain name (never an IP address): their journey opens the app at localhost.
  WEBAUTHN_RP_ID: 'localhost',
  WEBAUTHN_ORIGINS: `http://localhost:${port}`,
  UPLOAD_DIR: path.join(workDir, 'uploads'),
  PRIVATE_DIR: path.join(workDir, 'private'),
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  // The journeys' webhook receiver listens on 127.0.0.1, which only this lets a webhook reach.
  WEBHOOK_ALLOW_PRIVATE: 'true',
  OUTBOX_POLL_MS: '250',
  // One worker unless asked (WEB_CONCURRENCY=2 runs the journeys across two).
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
  WEBSITE_BUILD_DELAY_SECONDS: '2',
};

if (kind === 'postgres') {
  // Everything the tests leave behind goes: the schema is dropped and made anew, then seeded.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.end();
  const seed = spawnSync(process.execPath, ['apps/api/dist/cli/seed.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
});
// The server's log also goes to artifacts/e2e/<name>/server.log: with no SMTP server the mails
// (invitation links) are logged, and the journeys read them from there.
const serverLog = createWriteStream(path.join(workDir, 'server.log'));
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  serverLog.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
