import Fastify from 'fastify';

// The yardstick: a bare Fastify JSON route on the same machine, in the same run.
const app = Fastify();
app.get('/bare', async () => ({ id: 1, email: 'demo@venue.test', first_name: 'Maria', last_name: 'Santos' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
