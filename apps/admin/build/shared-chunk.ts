/**
 * Which of the app's shared modules go in one chunk for the signed-in screens. Left to itself,
 * the bundler gives every small component shared by two screens a chunk of its own: a list screen
 * then needs some thirty requests before it can draw, which over HTTP/1.1 (six at a time) is five
 * round trips. The shared components, hooks and helpers that pull in no heavy library are
 * instead kept together: a few kilobytes, one request, cached for every screen.
 *
 * A module is "light" when neither it nor anything it imports (transitively, within the app)
 * imports a heavy library (what the first page already loads aside): those stay in chunks of
 * their own, loaded by the screens that use them (a dialog library, the form library, charts…),
 * or on intent (menus' popups).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The shared folders (their top level only: sub-folders such as charts/ are loaded lazily). */
const SHARED_FOLDERS = ['components/ui', 'components/layout', 'lib', 'utils'];

/** Libraries a screen loads only when it needs them. */
const HEAVY_PACKAGE =
  /^(?:@base-ui|react-hook-form|@hookform|zod|react-toastify|chart\.js|react-chartjs-2|@tiptap)(?:\/|$)/;

/**
 * The contract's registry: light in the browser build, which leaves its schemas out (see
 * light-registry.ts). Any other name the contract exports is light when the module defining it
 * builds no zod schema (the permission tables, the dashboard limits, `pathOf`…).
 */
const LIGHT_REGISTRY_NAMES = new Set(['endpoints']);

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

type Import = { specifier: string; names: string[] | null; typeOnly: boolean };

/** The static imports and re-exports of a module's source (dynamic imports are not followed). */
export function staticImportsOf(source: string): Import[] {
  const imports: Import[] = [];
  const statement =
    /^\s*(import|export)\s+(type\s+)?(?:([\w*\s{},$]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    const [, keyword, typeKeyword, clause = '', specifier = ''] = match;
    if (keyword === 'export' && clause === '') continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = braces
      ? braces[1]!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]!)
      : null;
    const defaultOrNamespace = clause.replace(/\{[^}]*\}/, '').replace(/[,\s]/g, '') !== '';
    imports.push({
      specifier,
      names: defaultOrNamespace ? null : names,
      typeOnly:
        Boolean(typeKeyword) ||
        (names !== null && names.length === 0 && !defaultOrNamespace && clause !== ''),
    });
  }
  return imports;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  // The contract imports its TypeScript modules by their .js names.
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  return SOURCE_EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

/** The app's modules `entry` imports statically, directly or not, itself included. */
function staticallyReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const { specifier, typeOnly } of staticImportsOf(readFileSync(file, 'utf8'))) {
      if (typeOnly || !specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return reached;
}

/** Which module of the contract defines each name it exports. */
function contractExports(contractDir: string): Map<string, string> {
  const definedIn = new Map<string, string>();
  for (const name of readdirSync(contractDir)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const file = path.join(contractDir, name);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^export\s+(?:const|let|function|class|enum)\s+([\w$]+)/gm,
    )) {
      definedIn.set(match[1]!, file);
    }
  }
  return definedIn;
}

/** Builds the test of the shared chunk for the app whose sources are under `srcDir`. */
export function sharedChunkTest(srcDir: string): (id: string) => boolean {
  const folders = SHARED_FOLDERS.map((folder) => path.join(srcDir, folder));
  const contractDir = path.dirname(
    createRequire(path.join(srcDir, 'main.tsx')).resolve('@job-board/contract'),
  );
  const contract = contractExports(contractDir);
  const light = new Map<string, boolean>();
  // What the first page loads (main.tsx and its static imports) is there for every screen.
  for (const file of staticallyReached(path.join(srcDir, 'main.tsx'))) light.set(file, true);

  /** Whether every name imported from the contract comes from a module building no schema. */
  const lightContractImport = (names: string[] | null) =>
    names !== null &&
    names.every((name) => {
      if (LIGHT_REGISTRY_NAMES.has(name)) return true;
      const file = contract.get(name);
      return file !== undefined && isLight(file, new Set());
    });

  function isLight(file: string, seen: Set<string>): boolean {
    const known = light.get(file);
    if (known !== undefined) return known;
    if (seen.has(file)) return true;
    seen.add(file);
    let result = true;
    for (const { specifier, names, typeOnly } of staticImportsOf(readFileSync(file, 'utf8'))) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target && !isLight(target, seen)) result = false;
      } else if (HEAVY_PACKAGE.test(specifier)) {
        result = false;
      } else if (specifier.startsWith('@job-board/contract')) {
        if (!lightContractImport(names)) result = false;
      }
      if (!result) break;
    }
    light.set(file, result);
    return result;
  }

  return (id) => {
    const file = id.split('?')[0]!;
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return false;
    if (!folders.includes(path.dirname(file))) return false;
    return isLight(file, new Set());
  };
}
