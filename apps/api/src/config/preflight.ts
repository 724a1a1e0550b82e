import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { dialectOf, loadPg, sqliteFilename } from '../db/database.js';
import { ConfigError, type Config } from './config.js';

/** The ports start-up holds from its checks until the app listens on them. */
type HeldPorts = {
  /** Closes the held ports, just before the app listens on them. */
  release(): Promise<void>;
};

/**
 * Checks every setting the environment can get wrong before anything is written: the storage
 * folders can be written (local-disk storage), the ports are free on a valid HOST (and held until the app listens), the
 * database answers with the credentials given. Throws a ConfigError listing every problem, one
 * line each, naming its variable and what to do.
 */
export async function checkStartup(config: Config): Promise<HeldPorts> {
  const problems = storageFolders(config).map(({ variable, folder }) =>
    folderProblem(variable, folder),
  );
  const ports = await holdPorts(config);
  problems.push(...ports.problems);
  problems.push(await databaseProblem(config));
  const found = problems.filter((problem): problem is string => problem !== undefined);
  if (found.length > 0) {
    await ports.release();
    throw new ConfigError(found);
  }
  return ports;
}

/** A folder a command-line tool writes to (created when missing), and the variable naming it. */
export type WrittenFolder = { variable: 'UPLOAD_DIR' | 'PRIVATE_DIR'; folder: string };

/**
 * The folders uploaded files are written to: UPLOAD_DIR and PRIVATE_DIR with the local-disk
 * driver, none with the database driver (its files need only the database).
 */
export function storageFolders(
  config: Pick<Config, 'storage' | 'uploadDir' | 'privateDir'>,
): WrittenFolder[] {
  if (config.storage === 'database') return [];
  return [
    { variable: 'UPLOAD_DIR', folder: config.uploadDir },
    { variable: 'PRIVATE_DIR', folder: config.privateDir },
  ];
}

/**
 * The start-up's checks for a command-line tool (which opens no port), before it writes
 * anything: the database answers with the credentials given (or the SQLite file and its folder
 * can be written), and every folder it writes to can be written. Throws a ConfigError, one line
 * per problem naming its variable and what to do.
 */
export async function checkBeforeWriting(
  config: Config,
  folders: readonly WrittenFolder[] = [],
): Promise<void> {
  const problems = folders.map(({ variable, folder }) => folderProblem(variable, folder));
  problems.push(await databaseProblem(config));
  const found = problems.filter((problem): problem is string => problem !== undefined);
  if (found.length > 0) throw new ConfigError(found);
}

const codeOf = (error: unknown) =>
  String((error as { code?: unknown }).code ?? (error as Error).message);

/**
 * Whether the server can write in `folder` (which it creates when missing). Writes nothing but a
 * probe file in an existing folder, removed at once; a missing folder's nearest existing parent
 * is only asked (access), since the folder is created later. `instead` is the other way out
 * than making the folder writable (by default: another folder in `variable`).
 */
export function folderProblem(
  variable: string,
  folder: string,
  what = folder,
  instead = `set ${variable} to another folder`,
): string | undefined {
  const target = path.resolve(folder);
  const fix = `make it writable by the user the server runs as, or ${instead}.`;
  let existing = target;
  while (!existsSync(existing) && path.dirname(existing) !== existing) {
    existing = path.dirname(existing);
  }
  try {
    if (!statSync(existing).isDirectory()) {
      return `${variable}: ${existing} is a file, not a folder — ${fix}`;
    }
    if (existing === target) {
      const probe = path.join(target, `.write-check-${process.pid}`);
      writeFileSync(probe, '', { flag: 'wx' });
      rmSync(probe, { force: true });
    } else {
      accessSync(existing, constants.W_OK | constants.X_OK);
    }
    return undefined;
  } catch (error) {
    return existing === target
      ? `${variable}: ${what} cannot be written (${codeOf(error)}) — ${fix}`
      : `${variable}: ${what} does not exist and cannot be created in ${existing} (${codeOf(error)}) — create it, writable by the user the server runs as, or ${instead}.`;
  }
}

/**
 * Binds PORT on HOST (and METRICS_PORT on 127.0.0.1) before anything is written, and keeps them
 * bound until the app listens: a port in use or a bad HOST stops the start with nothing done,
 * and a second process started on the same port meanwhile fails the same way.
 */
async function holdPorts(config: Config): Promise<HeldPorts & { problems: string[] }> {
  const wanted: [string, string, number][] = [['PORT', config.host, config.port]];
  if (config.metricsPort !== undefined) {
    wanted.push(['METRICS_PORT', '127.0.0.1', config.metricsPort]);
  }
  const servers: net.Server[] = [];
  const problems: string[] = [];
  for (const [variable, host, port] of wanted) {
    const held = await hold(variable, host, port);
    if (typeof held === 'string') problems.push(held);
    else servers.push(held);
  }
  return {
    problems,
    release: async () => {
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}

function hold(variable: string, host: string, port: number): Promise<net.Server | string> {
  return new Promise((resolve) => {
    // Nothing is served here yet: a connection made meanwhile is closed, so a proxy tries another.
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (error) => resolve(listenProblem(variable, host, port, error)));
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

/** One line for a failed listen: the variable to change and how. */
export function listenProblem(
  variable: string,
  host: string,
  port: number,
  error: unknown,
): string {
  const code = codeOf(error);
  switch (code) {
    case 'EADDRINUSE':
      return `${variable}: ${port} is already in use on ${host} — stop the process listening there or choose another ${variable}.`;
    case 'EACCES':
      return `${variable}: ${port} needs privileges this process does not have — choose a port above 1023 (a proxy can serve 80 and 443) or grant the server CAP_NET_BIND_SERVICE.`;
    case 'EADDRNOTAVAIL':
      return `HOST: ${host} is not an address of this machine — use 0.0.0.0 (every interface), 127.0.0.1 or one of this machine's addresses.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `HOST: "${host}" is neither an address nor a host name that resolves — use 0.0.0.0 (every interface), 127.0.0.1 or one of this machine's addresses.`;
    default:
      return `${variable}: cannot listen on ${host}:${port} (${code}) — check HOST and ${variable}.`;
  }
}

/** The database's problem, if any: its folder for SQLite, a real connection for PostgreSQL. */
async function databaseProblem(config: Config): Promise<string | undefined> {
  if (dialectOf(config.databaseUrl) === 'sqlite') {
    const file = sqliteFilename(config.databaseUrl);
    if (file === ':memory:') return undefined;
    const resolved = path.resolve(file);
    if (existsSync(resolved)) {
      try {
        accessSync(resolved, constants.R_OK | constants.W_OK);
      } catch (error) {
        return `DATABASE_URL: the SQLite file ${resolved} cannot be written (${codeOf(error)}) — make it writable by the user the server runs as, or name another file in DATABASE_URL.`;
      }
      if (!isSqliteFile(resolved)) {
        return `DATABASE_URL: ${resolved} is not a SQLite database — name the database's file in DATABASE_URL (or a new file, which is created).`;
      }
    }
    return folderProblem(
      'DATABASE_URL',
      path.dirname(resolved),
      `the SQLite file's folder ${path.dirname(resolved)}`,
    );
  }
  return postgresProblem(config);
}

/** A SQLite database file, or an empty one (which SQLite makes a database): read, not opened. */
function isSqliteFile(file: string): boolean {
  if (!statSync(file).isFile()) return false;
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const descriptor = openSync(file, 'r');
  try {
    const read = readSync(descriptor, header, 0, header.length, 0);
    return read === 0 || header.equals(SQLITE_HEADER);
  } finally {
    closeSync(descriptor);
  }
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** Connects once (reading nothing) and turns the driver's refusal into what to fix. */
async function postgresProblem(config: Config): Promise<string | undefined> {
  const url = new URL(config.databaseUrl);
  const user = decodeURIComponent(url.username);
  const database = decodeURIComponent(url.pathname.slice(1)) || user;
  const where = `${url.hostname}:${url.port || '5432'}`;
  const timeoutMs = config.dbConnectTimeoutMs || 10_000;
  const client = new (loadPg().Client)({
    connectionString: config.databaseUrl,
    connectionTimeoutMillis: timeoutMs,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    const code = codeOf(error);
    const message = (error as Error).message ?? String(error);
    if (code === '28P01' || /client password must be a string/.test(message)) {
      return `DATABASE_URL: PostgreSQL refused the password for user "${user}" — check the user and password in DATABASE_URL.`;
    }
    if (/no PostgreSQL user name specified/.test(message)) {
      return 'DATABASE_URL: no user is named — write it as postgres://user:password@host:5432/database.';
    }
    if (code === '28000') {
      return `DATABASE_URL: PostgreSQL refused user "${user}" (${message}) — check the user in DATABASE_URL and the server's pg_hba.conf.`;
    }
    if (code === '3D000') {
      return `DATABASE_URL: PostgreSQL at ${where} has no database "${database}" — create it (createdb -O ${user || 'user'} ${database}) or fix the database name in DATABASE_URL.`;
    }
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      return `DATABASE_URL: the host "${url.hostname}" was not found — check the host name in DATABASE_URL.`;
    }
    if (code === 'ECONNREFUSED') {
      return `DATABASE_URL: nothing accepts connections at ${where} — check that PostgreSQL runs there and the host and port in DATABASE_URL.`;
    }
    if (/timeout/i.test(message)) {
      return `DATABASE_URL: PostgreSQL at ${where} did not answer within ${timeoutMs} ms — check the host and port in DATABASE_URL and that the network lets this machine reach it.`;
    }
    return `DATABASE_URL: cannot connect to PostgreSQL at ${where} (${message.replace(/\s+/g, ' ')}) — check DATABASE_URL.`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
