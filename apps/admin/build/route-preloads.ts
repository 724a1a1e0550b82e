/**
 * What each screen's first load needs beyond the app's first chunk, for the server to announce
 * in the page it sends (`<link rel="modulepreload">`, apps/api/src/plugins/admin-app.ts).
 *
 * Each screen's code loads lazily: without a hint, the browser learns which chunks a screen needs
 * only once React and the router have downloaded and run, and asks for them a round trip later.
 * The build knows them: it reads the route table (app/router.tsx and app/screen-routes.tsx: every
 * `screenRoute(path, title, () => import(module), children)`, and the signed-in layout's import),
 * then writes route-preloads.json beside index.html with, for each route, the chunks its module
 * imports (those of the first chunk aside), and those of the signed-in layout.
 */
import type { Plugin } from 'vite';

/** The route table's files: signed-in screens, and the router with the guest screens. */
const SCREEN_ROUTES = /[\\/]src[\\/]app[\\/]screen-routes\.tsx$/;
const ROUTER = /[\\/]src[\\/]app[\\/]router\.tsx$/;
/** The router's list of the signed-out screens; its other routes are signed in. */
const GUEST_ROUTES = 'guestRoutes';
/** The signed-in frame, imported lazily by the router. */
const LAYOUT_MODULE = /[\\/]app[\\/]layout[\\/]app-layout\.tsx$/;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** One screen as the route table declares it: its full path and the module it imports. */
export type DeclaredRoute = { path: string; signedIn: boolean; specifier: string; parent?: string };

export type RoutePreloads = {
  /** The chunks of the signed-in layout, for every signed-in screen. */
  layout: string[];
  routes: { path: string; signedIn: boolean; files: string[] }[];
};

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** Every `import('…')` specifier under `node`. */
function importsUnder(node: Node): string[] {
  if (node.type === 'ImportExpression') {
    const source = node.source as Node;
    if (source.type !== 'Literal' || typeof source.value !== 'string') {
      throw new Error('The route table imports a module whose name is not written out.');
    }
    return [source.value];
  }
  return children(node).flatMap(importsUnder);
}

const joinPaths = (parent: string | undefined, child: string) =>
  parent ? `${parent.replace(/\/$/, '')}/${child}` : child;

/**
 * The `screenRoute(…)` calls of one file of the route table, with their nested routes, and the
 * lazily imported layout. Throws when a call does not have the shape the table's comment shows.
 */
export function declaredRoutes(
  program: Node,
  { signedInByDefault }: { signedInByDefault: boolean },
): { routes: DeclaredRoute[]; layoutSpecifiers: string[] } {
  const routes: DeclaredRoute[] = [];
  const layoutSpecifiers: string[] = [];

  function visit(node: Node, signedIn: boolean, parentPath?: string): void {
    if (node.type === 'VariableDeclarator') {
      const id = node.id as Node;
      const guest = id.type === 'Identifier' && id.name === GUEST_ROUTES;
      for (const child of children(node)) visit(child, guest ? false : signedIn, parentPath);
      return;
    }
    const callee = node.type === 'CallExpression' ? (node.callee as Node) : null;
    if (callee?.type === 'Identifier' && callee.name === 'screenRoute') {
      const [pathArgument, , load, nested] = node.arguments as Node[];
      if (pathArgument?.type !== 'Literal' || typeof pathArgument.value !== 'string' || !load) {
        throw new Error('A screenRoute(…) call of the route table has no written-out path.');
      }
      const fullPath = joinPaths(parentPath, pathArgument.value);
      const [specifier, ...others] = importsUnder(load);
      if (specifier === undefined || others.length > 0) {
        throw new Error(`The screen at "${fullPath}" must import exactly one module.`);
      }
      routes.push({ path: fullPath, signedIn, specifier, parent: parentPath });
      if (nested) visit(nested, signedIn, fullPath);
      return;
    }
    if (node.type === 'ImportExpression') {
      layoutSpecifiers.push(...importsUnder(node));
      return;
    }
    for (const child of children(node)) visit(child, signedIn, parentPath);
  }

  visit(program, signedInByDefault);
  return { routes, layoutSpecifiers };
}

type Chunk = { fileName: string; imports: string[]; facadeModuleId?: string | null };

/** A chunk and every chunk it imports, directly or not, by file name. */
function closure(chunks: Map<string, Chunk>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) closure(chunks, imported, into);
  return into;
}

/** The preloads of each route, from the resolved route table and the bundle's chunks. */
export function routePreloadsOf(
  routes: (DeclaredRoute & { module: string })[],
  layoutModule: string,
  bundle: Chunk[],
  entryFileName: string,
): RoutePreloads {
  const chunks = new Map(bundle.map((chunk) => [chunk.fileName, chunk]));
  const loaded = closure(chunks, entryFileName);
  const filesOf = (module: string) => {
    const chunk = bundle.find((candidate) => candidate.facadeModuleId === module);
    if (!chunk) throw new Error(`No chunk of the build starts at ${module}.`);
    return [...closure(chunks, chunk.fileName)].filter((file) => !loaded.has(file));
  };
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const routeFiles = (route: DeclaredRoute & { module: string }): string[] => {
    const parent = route.parent === undefined ? undefined : byPath.get(route.parent);
    return [...new Set([...(parent ? routeFiles(parent) : []), ...filesOf(route.module)])];
  };
  return {
    layout: filesOf(layoutModule),
    routes: routes.map((route) => ({
      path: route.path,
      signedIn: route.signedIn,
      files: routeFiles(route),
    })),
  };
}

/** Writes route-preloads.json with the production build. */
export function routePreloads(): Plugin {
  const routes = new Map<string, (DeclaredRoute & { module: string })[]>();
  let layoutModule: string | undefined;
  return {
    name: 'job-board:route-preloads',
    apply: 'build',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      const isRouter = ROUTER.test(file);
      if (!isRouter && !SCREEN_ROUTES.test(file)) return null;
      const declared = declaredRoutes(this.parse(code) as unknown as Node, {
        signedInByDefault: true,
      });
      const resolved = await Promise.all(
        declared.routes.map(async (route) => {
          const target = await this.resolve(route.specifier, file);
          if (!target) throw new Error(`The route table imports ${route.specifier}, not found.`);
          return { ...route, module: target.id };
        }),
      );
      routes.set(file, resolved);
      if (isRouter) {
        for (const specifier of declared.layoutSpecifiers) {
          const target = await this.resolve(specifier, file);
          if (target && LAYOUT_MODULE.test(target.id)) layoutModule = target.id;
        }
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const all = [...routes.values()].flat();
      if (!entry || !layoutModule || all.length === 0) {
        throw new Error(
          'route-preloads: no route table (src/app/router.tsx, src/app/screen-routes.tsx) or no ' +
            'signed-in layout import was found; see build/route-preloads.ts.',
        );
      }
      const preloads = routePreloadsOf(all, layoutModule, chunks, entry.fileName);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
