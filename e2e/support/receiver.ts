import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type ReceivedEvent = { id: string; type: string; data: Record<string, unknown> };
export type Received = {
  events: ReceivedEvent[];
  builds: { at: string; body: { changes: string[] } }[];
  invalid: { id: string | null; error: string }[];
};

/** The platform's webhook receiver, started as a process of its own (webhook-receiver.mjs). */
export type ReceiverProcess = {
  url(path: '/events' | '/build'): string;
  /** The endpoint's signing secret, once the journey has copied it from the back office. */
  useSecret(secret: string): Promise<void>;
  received(): Promise<Received>;
  stop(): Promise<void>;
};

const SCRIPT = fileURLToPath(new URL('./webhook-receiver.mjs', import.meta.url));

export async function startReceiverProcess(): Promise<ReceiverProcess> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the receiver exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    url: (path) => `${base}${path}`,
    useSecret: async (secret) => {
      await fetch(`${base}/_control/secret`, { method: 'POST', body: JSON.stringify({ secret }) });
    },
    received: async () => (await (await fetch(`${base}/_control/received`)).json()) as Received,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
