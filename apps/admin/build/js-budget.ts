/**
 * Fails the production build when the JavaScript of the first pages grows past its budget: the
 * sign-in page, and the home screen of a signed-in admin. These are the goals of
 * docs/performance.md (brotli bytes on the wire next to the bare Vite React-TS template's 68.5 kB),
 * counted here as the build writes them: the chunks each page loads before it can draw, brotli
 * at the level the server sends, without the response headers the browser also counts (about
 * 0.6 kB a file).
 */
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './route-preloads';

/** The template's JavaScript on the wire, as the bench measures it (gzip, headers included). */
export const TEMPLATE_JS_BYTES = 68_500;

export const JS_BUDGETS = {
  /** Goal: 1.5× the template (102.7 kB on the wire), less the headers of its few files. */
  login: 100_000,
  /** Goal: 2.5× the template (171.2 kB on the wire), less the headers of its dozen files. */
  home: 165_000,
} as const;

const HOME_ROUTE = 'home';

type Chunk = { fileName: string; imports: string[]; code: string; isEntry: boolean };

const brotliSize = (code: string) =>
  brotliCompressSync(code, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  }).length;

/** The chunk files a page loads: the entry's, and `extra` (the screen's), with their imports. */
export function pageFiles(chunks: Map<string, Chunk>, entry: string, extra: readonly string[]) {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const fileName of [entry, ...extra]) visit(fileName);
  return [...files];
}

export function jsBudget(): Plugin {
  return {
    name: 'job-board:js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk as Chunk]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const preloadsAsset = bundle[ROUTE_PRELOADS_FILE];
      if (!entry || preloadsAsset?.type !== 'asset') {
        throw new Error('js-budget: the build has no entry chunk or no route-preloads.json.');
      }
      const preloads = JSON.parse(String(preloadsAsset.source)) as RoutePreloads;
      const home = preloads.routes.find((route) => route.path === HOME_ROUTE);
      if (!home) throw new Error(`js-budget: the route table has no "${HOME_ROUTE}" screen.`);

      const pages = {
        login: pageFiles(chunks, entry.fileName, []),
        home: pageFiles(chunks, entry.fileName, [...preloads.layout, ...home.files]),
      };
      const sizes = new Map<string, number>();
      const sizeOf = (fileName: string) => {
        if (!sizes.has(fileName)) sizes.set(fileName, brotliSize(chunks.get(fileName)!.code));
        return sizes.get(fileName)!;
      };
      const over: string[] = [];
      for (const [page, files] of Object.entries(pages) as [keyof typeof JS_BUDGETS, string[]][]) {
        const total = files.reduce((sum, fileName) => sum + sizeOf(fileName), 0);
        const budget = JS_BUDGETS[page];
        this.info(
          `/admin/${page}: ${(total / 1000).toFixed(1)} kB of JavaScript (brotli), budget ${budget / 1000} kB`,
        );
        if (total > budget) {
          const list = files
            .map((fileName) => `  ${(sizeOf(fileName) / 1000).toFixed(1)} kB ${fileName}`)
            .join('\n');
          over.push(
            `/admin/${page} loads ${(total / 1000).toFixed(1)} kB of JavaScript (brotli), over its budget of ${budget / 1000} kB:\n${list}`,
          );
        }
      }
      if (over.length > 0) {
        this.error(
          `${over.join('\n')}\nSee docs/performance.md; a screen's own code belongs in its lazily loaded chunk.`,
        );
      }
    },
  };
}
