import Fastify from 'fastify';
import pg from 'pg';

/**
 * The floor under any API call on this machine: a bare Fastify route that makes `writes` committed one-statement
 * writes one after another (each its own transaction, as an exactly-once charge must commit its idempotency key,
 * its reservation and its settlement separately, the gateway's call happening between them) and nothing else:
 * no authentication, no validation, no ORM, no business rules. See bench/floor.ts.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query('create table if not exists floor_writes (id bigserial primary key, key uuid not null, at timestamptz not null default now())');
const app = Fastify();
app.get('/health', async () => ({ ok: true }));
app.post<{ Params: { writes: string } }>('/floor/:writes', async (req) => {
  const writes = Number(req.params.writes);
  let id = 0;
  for (let i = 0; i < writes; i++) {
    const r = await pool.query<{ id: string }>({
      name: 'floor_write',
      text: 'insert into floor_writes (key) values (gen_random_uuid()) returning id',
      values: [],
    });
    id = Number(r.rows[0]!.id);
  }
  return { id, writes };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
