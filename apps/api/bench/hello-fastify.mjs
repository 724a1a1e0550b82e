// The reference server of the performance report: a bare Fastify hello-world, started by the
// bench on the same core as the app.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
