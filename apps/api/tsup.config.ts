import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/admin': 'src/cli/admin.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
    'cli/storage-migrate': 'src/cli/storage-migrate.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // What every start loads is bundled (the contract's TypeScript source and the npm packages),
  // so a start reads a few files instead of resolving and loading some 600 modules one by one.
  // Left in node_modules: native addons, and the packages loaded only on demand (PostgreSQL,
  // metrics, tracing, mail, HTML cleaning, QR codes, terminal logs), imported as Node imports them.
  noExternal: [
    /^(?!better-sqlite3|sharp|@node-rs\/|@img\/|pg$|pg-native|prom-client|@opentelemetry\/|nodemailer|sanitize-html|qrcode|pino-pretty)/,
  ],
  // Less source to parse at every start and to hold in memory; names are kept, so stack traces
  // stay readable.
  minifyWhitespace: true,
  minifySyntax: true,
  // Bundled CommonJS packages call require(); give the ES module output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
