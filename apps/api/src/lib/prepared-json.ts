import type { FastifyReply } from 'fastify';

/**
 * A JSON answer serialised once and sent many times: a handler returns it instead of the body
 * object (`PreparedJson.of(body)`, typed by the endpoint's response as the body itself is). It
 * is kept as its UTF-8 bytes (a large string would be encoded again on every send), and the
 * plugins that work on the bytes (ETag, compression) keep what they derive from them here, so
 * a large answer served again costs no serialisation, encoding, hashing or compression.
 */
export class PreparedJson<T> {
  private readonly derived = new Map<string, unknown>();

  private constructor(
    readonly bytes: Buffer,
    /** Only carries the body's type, so the endpoint's response type checks the handler. */
    readonly body?: T,
  ) {}

  static of<T>(body: T): PreparedJson<T> {
    return new PreparedJson<T>(Buffer.from(JSON.stringify(body)));
  }

  /** `make()` the first time `key` is asked for, then the same value (a promise stays one). */
  derive<V>(key: string, make: (bytes: Buffer) => V): V {
    if (!this.derived.has(key)) this.derived.set(key, make(this.bytes));
    return this.derived.get(key) as V;
  }
}

const sentBodies = new WeakMap<FastifyReply, PreparedJson<unknown>>();

/** Marks the reply as sending `prepared` (the routes pipeline does); returns the bytes to send. */
export function sendsPrepared(reply: FastifyReply, prepared: PreparedJson<unknown>): Buffer {
  sentBodies.set(reply, prepared);
  void reply.type('application/json; charset=utf-8');
  return prepared.bytes;
}

/** The prepared body a reply sends, when `payload` is still its bytes (no hook replaced them). */
export function preparedPayload(
  reply: FastifyReply,
  payload: unknown,
): PreparedJson<unknown> | undefined {
  const prepared = sentBodies.get(reply);
  return prepared !== undefined && prepared.bytes === payload ? prepared : undefined;
}

/**
 * One value per version of its data, built once per version: `get(version, build)` answers the
 * value built for `version`, building it (once, however many requests ask at the same time) when
 * the version differs from the last one built. Read the version before the data it stands for,
 * so a value is never older than its version. A null version (unknown) builds every time.
 */
export class ByVersion<T> {
  private current: { version: number | string; value: Promise<T> } | null = null;

  get(version: number | string | null, build: () => Promise<T>): Promise<T> {
    if (version === null) return build();
    if (this.current?.version === version) return this.current.value;
    const entry = { version, value: build() };
    this.current = entry;
    // A failed build is not kept: the next request tries again.
    entry.value.catch(() => {
      if (this.current === entry) this.current = null;
    });
    return entry.value;
  }
}
