import { sql } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client';
import { eventTypes } from '../db/schema';
import { DEMO_CATALOGUE_ROWS, DEMO_CATALOGUE_SEQUENCES } from './demo-catalogue-rows';

/**
 * The demo's own words in the shipped contract and message templates, and the neutral words migration 0046 puts in
 * their place on any other install (the same pairs as there): the demo seed puts the demo's back.
 */
const DEMO_CONTRACT_WORDS: readonly (readonly [neutral: string, demo: string])[] = [
  [' (“the Venue”)', ', Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal (“the Venue”)'],
  ['no smoking indoors', 'no smoking in the Sanctuary chapel, the Pavilion or the Havila hostel'],
];
const DEMO_VARIABLE_EXAMPLE = ['"example": "Events Office"', '"example": "Havila Gardens"'] as const;

/**
 * The demo venue's catalogue (event types, spaces, products, booking flows, questionnaires, discount codes), which a
 * new install no longer gets from the migrations (0046). Runs on a freshly migrated database, before the demo's
 * events that refer to it. A database that has a catalogue already (the tests' template, which holds it) keeps it.
 */
export async function seedDemoCatalogue(db: TDb | TTx) {
  const [has] = await db.select({ id: eventTypes.id }).from(eventTypes).limit(1);
  if (!has) {
    for (const row of DEMO_CATALOGUE_ROWS) await db.execute(sql.raw(row));
    for (const sequence of DEMO_CATALOGUE_SEQUENCES) await db.execute(sql.raw(sequence));
  }
  for (const [neutral, demo] of DEMO_CONTRACT_WORDS) {
    await db.execute(sql`UPDATE contract_templates SET content = replace(content, ${neutral}, ${demo}) WHERE strpos(content, ${demo}) = 0`);
  }
  const [neutral, demo] = DEMO_VARIABLE_EXAMPLE;
  await db.execute(sql`UPDATE communication_templates SET variables = replace(variables::text, ${neutral}, ${demo})::jsonb`);
}
