import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_EXCERPT_MAX } from '@job-board/contract';

/**
 * The back office's only outgoing HTTP: a POST to a receiver an admin named (a webhook endpoint,
 * the website's build hook). Safe by default:
 * - the address is checked after DNS resolution, at connect time, so a name that resolves (or is
 *   rebound) to this machine, a private network, a link-local or a cloud metadata address is
 *   refused; `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) lifts that for receivers on a private network;
 * - redirects are not followed (a 3xx is the receiver's answer, and counts as a failure);
 * - the whole attempt has a deadline; at most a short excerpt of the answer is kept.
 */

const BLOCKED = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, bits, 'ipv6');
}

/** Whether an IP address is one no receiver may be on without WEBHOOK_ALLOW_PRIVATE. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return BLOCKED.check(address, 'ipv4');
  if (version !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** The hostname as the socket layer sees it: `[::1]` → `::1`. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why a URL can never be a receiver, or null: checked when an admin saves it, so an obvious
 * mistake is refused at once (the address a name resolves to is checked at each delivery).
 */
export function receiverUrlProblem(
  raw: string,
  allowPrivate: boolean,
): 'invalid' | 'private' | 'credentials' | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
  if (url.username || url.password) return 'credentials';
  if (allowPrivate) return null;
  const host = bareHost(url).toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  return isIP(host) !== 0 && isPrivateAddress(host) ? 'private' : null;
}

export class OutboundError extends Error {
  constructor(
    message: string,
    /** Refused before any byte was sent (the address): retrying cannot help until it changes. */
    readonly refused = false,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export type OutboundResponse = { status: number; excerpt: string | null };

export type PostOptions = {
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
};

/** An excerpt safe to store and show: printable text, at most the configured length. */
function excerptOf(bytes: Buffer): string | null {
  if (bytes.length === 0) return null;
  const text = bytes
    .toString('utf8')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .slice(0, WEBHOOK_RESPONSE_EXCERPT_MAX);
  return text.length > 0 ? text : null;
}

/** Name resolution at connect time that drops, or refuses, addresses no receiver may be on. */
export const receiverLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate
        ? addresses
        : addresses.filter((entry) => !isPrivateAddress(entry.address));
      if (usable.length === 0) {
        return callback(
          new OutboundError(`${hostname} resolves only to private or local addresses`, true),
          '',
          0,
        );
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
      const [first] = usable as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };

/** POSTs `body` as JSON to `rawUrl`; resolves with the status whatever it is, rejects otherwise. */
export function postJson(
  rawUrl: string,
  body: string,
  options: PostOptions,
): Promise<OutboundResponse> {
  const problem = receiverUrlProblem(rawUrl, options.allowPrivate);
  if (problem === 'invalid') return Promise.reject(new OutboundError('Not an http(s) URL', true));
  if (problem === 'credentials') {
    return Promise.reject(new OutboundError('The URL carries credentials', true));
  }
  if (problem === 'private') {
    return Promise.reject(new OutboundError('The address is private or local', true));
  }
  const url = new URL(rawUrl);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'JobBoardBackOffice-Webhooks/1',
        },
        lookup: receiverLookup(options.allowPrivate),
        timeout: options.timeoutMs,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          // Only the excerpt is kept; the rest of a large answer is read and dropped.
          if (kept < WEBHOOK_RESPONSE_EXCERPT_MAX * 4) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, excerpt: excerptOf(Buffer.concat(chunks)) }),
        );
        response.on('error', (error) => reject(new OutboundError(error.message)));
      },
    );
    const deadline = setTimeout(() => {
      request.destroy(new OutboundError(`No answer within ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    request.on('timeout', () =>
      request.destroy(new OutboundError(`No answer within ${options.timeoutMs / 1000} s`)),
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error instanceof OutboundError ? error : new OutboundError(describe(error)));
    });
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}

/** A network error as one short sentence (no stack, no receiver-controlled text). */
function describe(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'Connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The host name could not be resolved';
    case 'ECONNRESET':
      return 'The connection was reset';
    case 'ETIMEDOUT':
      return 'The connection timed out';
    default:
      return error.code ? `Network error (${error.code})` : 'Network error';
  }
}
