import { parseArgs } from 'node:util';
import { zEmail, zName } from '@venue/shared/accounts/fields';
import { z } from 'zod';
import { loadConfig } from '../config';
import { runningInstance } from '../lib/instance-lock';
import { createAdminAccount, SET_PASSWORD_HOURS } from '../modules/accounts/staff-accounts.service';
import { openCliContext } from './cli-context';

/**
 * npm run create-admin -- --email E --name "First Last"
 * Creates an admin account with no usable password and prints a link that sets one (the password-reset flow,
 * valid 72 hours). The way into a fresh install: staff and further admins are then invited from the console.
 * Opens the database itself: on DATABASE_URL at any time, on the embedded database only while no server runs.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const [first = '', ...rest] = (values.name ?? '').trim().split(/\s+/);
const parsed = z
  .object({ email: zEmail, first_name: zName('First name'), last_name: zName('Last name') })
  .safeParse({ email: values.email ?? '', first_name: first, last_name: rest.join(' ') || first });
if (!parsed.success) {
  console.error(
    `Usage: npm run create-admin -- --email admin@example.com --name "First Last"\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
  process.exit(2);
}

const config = loadConfig();
try {
  if (!config.databaseUrl && runningInstance(config.dataDir)) {
    throw new Error('A server is running on the embedded database: stop it first (or sign in as an admin and invite from the staff console).');
  }
  const { ctx, close } = await openCliContext(config);
  try {
    const { user, link } = await createAdminAccount(ctx, { email: parsed.data.email, firstName: parsed.data.first_name, lastName: parsed.data.last_name });
    console.log(`Admin account created for ${user.email}.\nSet its password within ${SET_PASSWORD_HOURS} hours:\n${link}`);
  } finally {
    await close();
  }
} catch (err) {
  console.error(`Could not create the admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
