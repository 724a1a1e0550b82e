import type { FastifyInstance } from 'fastify';

/** The content security policy: everything from this origin, nothing inline but styles. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  'upgrade-insecure-requests',
  "connect-src 'self'",
].join(';');

/**
 * The security headers of every answer (helmet's set, with the policy above). They never depend
 * on the request, so they are written once here and copied onto each reply.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
});

const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Headers that only mean something on a document (a page or an SVG opened as one): a script or a
 * style sheet needs none of them, and they would add half a kilobyte to each of its answers.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-XSS-Protection',
];

/** Sets the security headers on every reply, before any route or error handler runs. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of HEADER_ENTRIES) reply.header(name, value);
    done();
  });
}
