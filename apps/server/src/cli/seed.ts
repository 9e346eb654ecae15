import { loadConfig } from '../config';
import { runningInstance } from '../lib/instance-lock';
import { demoUserExists, DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../seed/demo-data';
import { openCliContext } from './cli-context';

/** npm run seed: loads the demo data into the configured database (embedded, or DATABASE_URL when set). */
const config = loadConfig();
if (!config.databaseUrl && runningInstance(config.dataDir)) {
  console.error('The server is running on this embedded database; stop it first (it seeds an empty database by itself).');
  process.exit(1);
}
const { ctx, close } = await openCliContext(config);
if (await demoUserExists(ctx.db)) {
  console.log(`Demo data is already there (${DEMO_EMAIL}).`);
} else {
  await ctx.db.transaction((tx) => seedDemoData(tx, undefined, ctx.storage, ctx.config.publicUrl));
  console.log(`Demo data loaded. Sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
}
await close();
