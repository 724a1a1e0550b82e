import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { jsBudget } from './build/js-budget';
import { lightRegistry } from './build/light-registry';
import { routePreloads } from './build/route-preloads';
import { sharedChunkTest } from './build/shared-chunk';

const API_ORIGIN = 'http://localhost:8080';

/** Files smaller than this gain nothing from compression (they fit in one packet anyway). */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, at
 * the highest levels, so the server sends them as they are (apps/api/src/plugins/admin-app.ts)
 * and compresses nothing per request. index.html is left out: the server fills in its
 * anti-forgery token per request, and it is under a kilobyte.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'job-board:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < COMPRESS_MIN_BYTES) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [lightRegistry(), react(), tailwindcss(), routePreloads(), jsBudget(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: a release that changes only the app's code leaves
        // them cached in the browser. Each is loaded by the first screen that needs it: React and
        // the router (one chunk, one request) by every page; the query library by the signed-in
        // layout; zod and the form library by the first form that checks its fields.
        // The app's own code: what the first page needs in one chunk (only that: not the modules
        // it merely could import), then the light shared components of the signed-in screens in
        // another (build/shared-chunk.ts), then one chunk per screen.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false },
            {
              name: 'shared',
              test: sharedChunkTest(fileURLToPath(new URL('./src', import.meta.url))),
              includeDependenciesRecursively: false,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](?:react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/sanctum': API_ORIGIN,
      '/img': API_ORIGIN,
    },
  },
});
