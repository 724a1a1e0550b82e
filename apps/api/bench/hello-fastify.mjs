// The reference server of the performance report: a bare Fastify hello-world, started by the
// bench on the same cores as the app, as one process or (WEB_CONCURRENCY=N) N cluster workers
// sharing the port as the app's workers do.
import cluster from 'node:cluster';
import Fastify from 'fastify';

const workers = Number(process.env.WEB_CONCURRENCY ?? '1');

if (workers > 1 && cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
  let running = workers;
  cluster.on('exit', () => {
    if (--running === 0) process.exit(0);
  });
} else {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
}
