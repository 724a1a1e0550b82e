import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { ensureSession, identify } from '../modules/auth/identity.js';
import {
  modulePreloadTags,
  preloadsFor,
  readRoutePreloads,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
} from './route-preloads.js';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.js';

const CSRF_META = /<meta name="csrf-token" content="[^"]*"\s*\/?>/;
/** Scripts and style sheets, as sent: plain or precompressed. */
const SCRIPT_OR_STYLE = /\.(?:m?js|css)(?:\.br|\.gz)?$/;

/** Files under assets/ carry a hash of their content in their name: they never change. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Other files of the build (the favicon) keep their name from one release to the next. */
export const UNHASHED_FILE_CACHE = 'public, max-age=3600';

/**
 * Serves the built admin app under /admin: files that exist are sent as they are, every other
 * /admin path gets index.html with the session's anti-forgery token in its csrf-token meta tag.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy next to every file worth compressing;
 * the copy the browser accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`,
 * so nothing is compressed per request. Hashed assets are cached for a year as immutable.
 * The page also names the chunks its first screen needs (route-preloads.ts), for a signed-in
 * session those of the signed-in screens, so the browser fetches them with the first chunk.
 */
export async function registerAdminApp(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const dist = deps.config.adminDist;
  const indexFile = path.join(dist, 'index.html');
  let indexHtml: string | undefined;
  const readIndex = () =>
    (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);
  let routePreloads: RoutePreloads | null | undefined;
  const readPreloads = () =>
    routePreloads === undefined
      ? (routePreloads = readRoutePreloads(path.join(dist, ROUTE_PRELOADS_FILE)))
      : routePreloads;

  if (existsSync(dist)) {
    const assets = path.join(dist, 'assets');
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/admin/',
      index: false,
      // One route per file found at start: any other /admin path is a screen of the app.
      wildcard: false,
      // The compressed copies are chosen by Accept-Encoding, never asked for by name.
      globIgnore: ['index.html', ROUTE_PRELOADS_FILE, '**/*.br', '**/*.gz'],
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const hashed = file.startsWith(assets + path.sep);
        reply.header('Cache-Control', hashed ? HASHED_ASSET_CACHE : UNHASHED_FILE_CACHE);
        if (SCRIPT_OR_STYLE.test(file)) {
          for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        }
      },
      allowedPath: (pathName) =>
        pathName !== '/index.html' && pathName !== `/${ROUTE_PRELOADS_FILE}`,
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
    const { admin } = await identify(deps, request);
    const pathname = request.url.split('?')[0]!.replace(/^\/admin/, '');
    const preloads = readPreloads();
    const hints = preloads
      ? modulePreloadTags('/admin/', preloadsFor(preloads, pathname, !!admin))
      : '';
    const withToken = html
      .replace(CSRF_META, `<meta name="csrf-token" content="${session.csrf_token}" />`)
      .replace('</head>', `${hints}</head>`);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(withToken);
  };

  // A chunk of another release is missing, not a screen: the app shows it could not be loaded.
  app.get('/admin/assets/*', (_request, reply) => reply.callNotFound());
  app.get('/', (_request, reply) => reply.redirect('/admin'));
  app.get('/admin', servePage);
  app.get('/admin/*', servePage);
}
