import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { runningInstance } from '../lib/instance-lock';
import { createInvitation } from '../modules/accounts/invitations.service';
import { ZCreateInvitation } from '../modules/internal/internal.routes';
import { openCliContext } from './cli-context';

/**
 * npm run invite -- --email E --name "First Last"
 * Creates an invitation, e-mails it through the outbox and prints the link. While a server owns the embedded
 * database the work goes through its internal API (same service); otherwise the CLI opens the database itself.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const [first = '', ...rest] = (values.name ?? '').trim().split(/\s+/);
const parsed = ZCreateInvitation.safeParse({ email: values.email ?? '', first_name: first, last_name: rest.join(' ') || first });
if (!parsed.success) {
  console.error(`Usage: npm run invite -- --email client@example.com --name "First Last"\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  process.exit(2);
}
const config = loadConfig();
const server = config.databaseUrl ? null : runningInstance(config.dataDir);

async function viaServer(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/internal/invitations/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.adminToken}` },
    body: JSON.stringify(parsed.data),
  });
  const body = (await res.json()) as { url?: string; detail?: string };
  if (!res.ok || !body.url) throw new Error(body.detail ?? `server answered ${res.status}`);
  return body.url;
}

async function direct() {
  const { ctx, close } = await openCliContext(config);
  try {
    const { email, first_name, last_name } = parsed.data!;
    return (await createInvitation(ctx, { email, firstName: first_name, lastName: last_name })).url;
  } finally {
    await close();
  }
}

try {
  if (server && !server.port) throw new Error('The server is starting; try again in a moment.');
  const url = server?.port ? await viaServer(server.port) : await direct();
  console.log(`Invitation e-mailed to ${parsed.data.email}.\n${url}`);
} catch (err) {
  console.error(`Could not create the invitation: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
