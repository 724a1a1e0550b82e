import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedChunkTest, staticImportsOf } from './shared-chunk';

const src = path.join(import.meta.dirname, '../src');
const inShared = sharedChunkTest(src);
const module = (file: string) => `${src}/${file}`;

describe('staticImportsOf', () => {
  it('reads imports and re-exports, their names and whether they are types only', () => {
    const imports = staticImportsOf(
      [
        "import clsx from 'clsx';",
        "import { a, type B, c as d } from './a';",
        "import type { E } from './e';",
        "import { type F } from '@job-board/contract';",
        "import * as z from 'zod';",
        "import './side-effect';",
        "export { g } from './g';",
        "export * from './h';",
        "const lazy = () => import('./lazy');",
        'import {\n  x,\n  y,\n} from "./multi-line";',
      ].join('\n'),
    );
    expect(imports).toEqual([
      { specifier: 'clsx', names: null, typeOnly: false },
      { specifier: './a', names: ['a', 'c'], typeOnly: false },
      { specifier: './e', names: ['E'], typeOnly: true },
      { specifier: '@job-board/contract', names: [], typeOnly: true },
      { specifier: 'zod', names: null, typeOnly: false },
      { specifier: './side-effect', names: null, typeOnly: false },
      { specifier: './g', names: ['g'], typeOnly: false },
      { specifier: './h', names: null, typeOnly: false },
      { specifier: './multi-line', names: ['x', 'y'], typeOnly: false },
    ]);
  });
});

describe('the shared chunk of the signed-in screens', () => {
  it('holds the shared components and hooks that load no heavy library', () => {
    for (const file of [
      'components/ui/card.tsx',
      'components/ui/data-table.tsx',
      'components/ui/pagination.tsx',
      // Row menus draw a light popup of their own, loaded with the table (no menu library).
      'components/ui/row-menu-popup.tsx',
      'components/layout/page-header.tsx',
      'lib/use-list-params.ts',
      'utils/format-date.ts',
    ]) {
      expect(inShared(module(file)), file).toBe(true);
    }
  });

  it('leaves out what loads a dialog, menu, form, toast or chart library, and what loads lazily', () => {
    for (const file of [
      'components/ui/confirm-dialog.tsx',
      'components/ui/modal.tsx',
      'components/ui/toasts.tsx',
      'lib/use-save-form.tsx',
      'lib/upload-image.ts',
      'components/ui/charts/lazy-charts.tsx',
      'features/users/users-screen.tsx',
    ]) {
      expect(inShared(module(file)), file).toBe(false);
    }
  });
});
