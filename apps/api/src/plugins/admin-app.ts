import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { ensureSession } from './identity.js';

const CSRF_META = /<meta name="csrf-token" content="[^"]*"\s*\/?>/;

/**
 * Serves the built admin app under /admin: files that exist are sent as they are, every other
 * /admin path gets index.html with the session's anti-forgery token in its csrf-token meta tag.
 */
export async function registerAdminApp(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const dist = deps.config.adminDist;
  const indexFile = path.join(dist, 'index.html');
  let indexHtml: string | undefined;
  const readIndex = () =>
    (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);

  if (existsSync(dist)) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/admin/',
      index: false,
      wildcard: false,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      allowedPath: (pathName) => pathName !== '/index.html',
    });
  }

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = readIndex();
    if (!html) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The admin app has not been built yet. Run `npm run build`, then reload.');
    }
    const session = await ensureSession(deps, request, reply);
    const withToken = html.replace(
      CSRF_META,
      `<meta name="csrf-token" content="${session.csrf_token}" />`,
    );
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(withToken);
  };

  app.get('/', (_request, reply) => reply.redirect('/admin'));
  app.get('/admin', servePage);
  app.get('/admin/*', servePage);
}
