import Fastify from 'fastify';
import { installCrashGuard } from '../src/lib/crash-guard';

/**
 * A server that throws where no `try` reaches, for crash-guard.test.ts: GET /boom throws inside a callback (as
 * pdfkit's PNG reader did inside zlib's) while its request waits; /health answers the pid; /quit exits 0.
 */
const app = Fastify({ logger: true });
installCrashGuard(app, () => app.close());
app.get('/health', async () => ({ pid: process.pid }));
app.get(
  '/boom',
  () =>
    new Promise(() => {
      setImmediate(() => {
        throw new Error('thrown in a callback');
      });
    }),
);
app.get('/quit', async (_request, reply) => {
  reply.raw.once('finish', () => process.exit(0));
  return { bye: true };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
