/**
 * The bare create-vite React + TypeScript template (`reference-vite/`), built by the admin app's
 * Vite and served gzipped, as a production server would: the reference for the admin app's bytes.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findRepoRoot } from '../src/config/repo-root.js';

const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reference-vite');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The admin app's Vite (one toolchain for both builds). */
function viteCli(root: string): string {
  const require = createRequire(path.join(root, 'apps/admin/package.json'));
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}

export function buildReferenceApp(): string {
  const root = findRepoRoot();
  const outDir = path.join(root, 'data', 'bench', 'reference-vite-dist');
  const result = spawnSync(
    process.execPath,
    [
      viteCli(root),
      'build',
      TEMPLATE_DIR,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`Building the reference template failed: ${result.stderr || result.stdout}`);
  }
  return outDir;
}

function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesOf(full, `${prefix}/${name}`)
      : [`${prefix}/${name}`];
  });
}

/** Serves a built app from memory, gzipped (level 9) to clients that accept it. */
export async function serveReferenceApp(
  dist: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const files = new Map(
    filesOf(dist).map((file) => {
      const body = readFileSync(path.join(dist, file));
      return [
        file,
        { body, gzipped: gzipSync(body, { level: 9 }), type: CONTENT_TYPES[path.extname(file)] },
      ];
    }),
  );
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = files.get(pathname === '/' ? '/index.html' : pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': file.type ?? 'application/octet-stream',
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? file.gzipped : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The reference server has no port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
