import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TTx } from '../db/client';

/** An insert held for the end of its transaction, and who wants its RETURNING rows. */
interface THeld {
  insert: SQLWrapper;
  sent?: (rows: Record<string, unknown>[]) => void;
}

/**
 * The inserts a transaction gives to `effects.insertAtEnd` (lib/transaction.ts): rows nothing later in it reads back
 * (a timeline entry, a notification, a queued e-mail), written at its end as one statement of data-modifying CTEs,
 * one round trip to the database instead of one each. Each insert with a `sent` callback must end in RETURNING; the
 * callback gets its rows (as JSON: column names, not field names) once they are written, still inside the
 * transaction. Inserts only: PostgreSQL gives the CTEs of one statement one snapshot, so two updates of one row in
 * it would not see each other. Not inside a savepoint (`tx.transaction`): an insert held there is written even when
 * the savepoint rolls back. At most 100 in one send (json_build_array's arguments); a transaction holds a
 * handful.
 */
export function endInserts() {
  const held: THeld[] = [];
  let closed = false;
  return {
    add(insert: SQLWrapper, sent?: THeld['sent']) {
      // Given after the transaction's last send (from an effect after the commit): it would never be written.
      if (closed) throw new Error('An insert was held for a transaction that has ended.');
      held.push({ insert, sent });
    },
    /** The work is over: what is held is sent now (send), and nothing more may be held. */
    close() {
      closed = true;
    },
    async send(tx: TTx): Promise<void> {
      if (held.length === 0) return;
      const batch = held.splice(0);
      const name = (i: number) => sql.identifier(`insert_${i}`);
      // getSQL(): a query builder embedded as itself comes in parentheses, which a CTE's body may not have.
      const ctes = sql.join(
        batch.map((h, i) => sql`${name(i)} as (${h.insert.getSQL()})`),
        sql`, `,
      );
      // Only an insert with RETURNING may be read; the others run all the same (PostgreSQL runs every
      // data-modifying CTE once, read or not).
      const answers: SQL[] = batch.map((h, i) => (h.sent ? sql`(select coalesce(json_agg(${name(i)}), '[]'::json) from ${name(i)})` : sql`null::json`));
      const result = (await tx.execute(sql`with ${ctes} select json_build_array(${sql.join(answers, sql`, `)}) as answers`)) as unknown as {
        rows: { answers: (Record<string, unknown>[] | null)[] }[];
      };
      const answered = result.rows[0]!.answers;
      batch.forEach((h, i) => h.sent?.(answered[i] ?? []));
    },
  };
}
