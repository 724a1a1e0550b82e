import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/admin': 'src/cli/admin.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // The contract is TypeScript source shared with the app: bundle it; keep npm packages external.
  noExternal: ['@job-board/contract'],
});
