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
 */
export async function logDestination(
  stdout: { isTTY?: boolean } = process.stdout,
): Promise<DestinationStream | undefined> {
  if (!stdout.isTTY) return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log: LogLine, messageKey: string) => readableLine(log, messageKey),
  });
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
