import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { quotes } from './schema';

/**
 * Whether the quote request of an event has been answered: the venue has sent the event a quote (any quote past
 * DRAFT). Derived, not stored, so writing and sending the quote is the whole answer and nothing can fall out of step.
 */
export const quoteSentTo = (eventId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${quotes} where ${quotes.eventId} = ${eventId} and ${quotes.status} <> 'DRAFT')`;
