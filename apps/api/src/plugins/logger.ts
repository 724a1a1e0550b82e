import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';

type LogLine = Record<string, unknown> & {
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/**
 * Where the log lines go: JSON lines when stdout is a file, a pipe or a log collector; one
 * readable line per event when a person watches a terminal (pino-pretty, only loaded then).
 *
 * JSON lines are written to stdout as Node writes it: at once to a file, and to a pipe or socket
 * at once unless it is full (then kept in order until it drains). pino's own default writes
 * through libuv's thread pool, waking a thread for most lines (a tenth of a request's CPU on
 * PostgreSQL, docs/performance.md) and holding lines in memory while a write is in flight.
 */
export async function logDestination(
  stdout: NodeJS.WriteStream = process.stdout,
): Promise<DestinationStream> {
  if (!stdout.isTTY) {
    // As pino does: a reader gone away (EPIPE) costs the lines, never the server.
    if (!stdout.listeners('error').includes(ignoreBrokenPipe)) stdout.on('error', ignoreBrokenPipe);
    return stdout;
  }
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log: LogLine, messageKey: string) => readableLine(log, messageKey),
  });
}

function ignoreBrokenPipe(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EPIPE') throw error;
}

/** "GET /api/admin/users → 200 in 4 ms [3f1c9a2e]" for request logs, the message otherwise. */
function readableLine(log: LogLine, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const id = log.reqId ? ` [${log.reqId.slice(0, 8)}]` : '';
  const request = log.req?.method ? `${log.req.method} ${log.req.url ?? ''} ` : '';
  if (log.res?.statusCode !== undefined) {
    const time = log.responseTime === undefined ? '' : ` in ${Math.round(log.responseTime)} ms`;
    return `${request}→ ${log.res.statusCode}${time}${id}`;
  }
  return `${request}${message}${id}`;
}

/** One log line per request, written once it is answered: what was asked, the status, the time. */
export function logEveryRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
