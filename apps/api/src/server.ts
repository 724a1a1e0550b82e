import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';

/** The only file that opens a port: config → database → app → listen, and a graceful close. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  const say = (message: string) => console.log(message);
  await prepareDatabase(config, database, say);

  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  say(`Job Board Back Office is running: ${config.appUrl}/admin`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
