import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ZCreateInvitationRequest } from '@venue/shared/accounts/invitation.schema';
import { loadConfig } from '../config';
import { runningInstance } from '../lib/instance-lock';
import { createInvitation } from '../modules/accounts/invitations.service';
import { openCliContext } from './cli-context';

/**
 * npm run invite -- --email E --name "First Last" [--as staff@venue.test]
 * Creates an invitation, e-mails it through the outbox and prints the link. While a server owns the embedded
 * database the work goes through its staff API, signed in as a staff account (`--as`, password from
 * VENUE_PASSWORD or asked for), like any other staff action; otherwise the CLI opens the database itself.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, as: { type: 'string' } } });
const [first = '', ...rest] = (values.name ?? '').trim().split(/\s+/);
const parsed = ZCreateInvitationRequest.safeParse({ email: values.email ?? '', first_name: first, last_name: rest.join(' ') || first });
if (!parsed.success) {
  console.error(
    `Usage: npm run invite -- --email client@example.com --name "First Last"\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
  process.exit(2);
}
const config = loadConfig();
const server = config.databaseUrl ? null : runningInstance(config.dataDir);

async function password(): Promise<string> {
  if (process.env.VENUE_PASSWORD) return process.env.VENUE_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(`Password for ${values.as}: `);
  } finally {
    rl.close();
  }
}

async function viaServer(port: number) {
  if (!values.as) throw new Error('The server owns the embedded database: sign in as staff with --as staff@example.com (or stop the server).');
  const base = `http://127.0.0.1:${port}`;
  const csrf = 'cli-csrf-token';
  const login = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ email: values.as, password: await password() }),
  });
  const session = (await login.json()) as { tokens?: { access: string }; detail?: string };
  if (!login.ok || !session.tokens) throw new Error(session.detail ?? `sign-in answered ${login.status}`);
  const res = await fetch(`${base}/api/staff/invitations/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.tokens.access}` },
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
    // No signed-in person: the audit log names the tool.
    const by = { actor: { userId: null, name: 'npm run invite', role: 'system' }, ip: null };
    return (await createInvitation(ctx, { email, firstName: first_name, lastName: last_name }, by)).url;
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
