import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { declaredRoutes, routePreloadsOf, type DeclaredRoute } from './route-preloads';

const source = (file: string) =>
  readFileSync(path.join(import.meta.dirname, '../src/app', file), 'utf8');

const routesOf = (file: string) =>
  declaredRoutes(parseSync(file, source(file), { lang: 'tsx' }).program as never, {
    signedInByDefault: true,
  });

describe('the route table as the build reads it', () => {
  const screens = routesOf('screen-routes.tsx');
  const router = routesOf('router.tsx');

  it('finds every screenRoute(…) of the table, each with the module it imports', () => {
    // The calls written in the code (comments aside), each found with its path and module.
    const calls = (text: string) =>
      text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').match(/\bscreenRoute\(/g)?.length ?? 0;
    expect(screens.routes).toHaveLength(calls(source('screen-routes.tsx')));
    expect(router.routes).toHaveLength(calls(source('router.tsx')));
    expect(screens.routes.length).toBeGreaterThan(15);
    expect(screens.routes.find((route) => route.path === 'users')).toMatchObject({
      signedIn: true,
      specifier: '../features/users/users-screen',
    });
  });

  it('gives nested screens their full path, signed-out screens and the signed-in layout', () => {
    expect(screens.routes.find((route) => route.path.endsWith('blog/post/new'))).toMatchObject({
      path: 'content-management/blog/post/new',
      parent: 'content-management',
    });
    expect(router.routes.find((route) => route.path === 'forgot-password')?.signedIn).toBe(false);
    expect(router.routes.find((route) => route.path === '*')?.signedIn).toBe(true);
    expect(router.layoutSpecifiers).toEqual(['./layout/app-layout']);
  });

  it('refuses a screen whose path or module is not written out', () => {
    const parse = (code: string) =>
      declaredRoutes(parseSync('x.tsx', code, { lang: 'tsx' }).program as never, {
        signedInByDefault: true,
      });
    expect(() => parse('screenRoute(path, "X", () => import("./x"));')).toThrow(/path/);
    expect(() => parse('screenRoute("x", "X", () => import(name));')).toThrow(/not written out/);
  });
});

describe('the preloads of each route', () => {
  const chunk = (fileName: string, imports: string[] = [], facadeModuleId?: string) => ({
    fileName,
    imports,
    facadeModuleId,
  });
  const bundle = [
    chunk('index.js', ['react.js']),
    chunk('react.js'),
    chunk('layout.js', ['react.js', 'query.js'], '/src/layout.tsx'),
    chunk('query.js', ['react.js']),
    chunk('content.js', ['index.js', 'shared.js'], '/src/content.tsx'),
    chunk('post.js', ['shared.js', 'forms.js'], '/src/post.tsx'),
    chunk('shared.js', ['react.js']),
    chunk('forms.js'),
  ];
  const route = (path: string, module: string, parent?: string) =>
    ({ path, module, signedIn: true, specifier: module, parent }) as DeclaredRoute & {
      module: string;
    };

  it('lists the chunks each needs beyond the first page, with those of its parent screen', () => {
    const preloads = routePreloadsOf(
      [route('content', '/src/content.tsx'), route('content/post', '/src/post.tsx', 'content')],
      '/src/layout.tsx',
      bundle,
      'index.js',
    );
    expect(preloads.layout).toEqual(['layout.js', 'query.js']);
    expect(preloads.routes).toEqual([
      { path: 'content', signedIn: true, files: ['content.js', 'shared.js'] },
      {
        path: 'content/post',
        signedIn: true,
        files: ['content.js', 'shared.js', 'post.js', 'forms.js'],
      },
    ]);
  });
});
