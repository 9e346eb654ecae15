import { sql, type SQL } from 'drizzle-orm';
import { venueDay } from '@venue/shared/dates';
import type { TTx } from '../../db/client';
import { executeNamed } from '../../db/compiled';

/**
 * Invoice and official receipt numbers in one unbroken sequence per series and year (issue 41, EOPT: RA 11976 /
 * BIR RR 7-2024): INV-2026-000001, INV-2026-000002, ... The number is taken by an update of the series' row in the
 * issuing transaction (migration 0076), so a rollback gives it back and concurrent issuers queue on the row,
 * where a sequence's nextval leaves a gap for every rolled-back issue.
 */
/** INV invoices, OR official receipts, CN credit notes (issued with a refund against an invoice; migration 0079). */
export type TSeriesKind = 'INV' | 'OR' | 'CN';

// Where a series' numbers so far are kept: its first number of a year follows the highest one already there
// (an install's numbers from before 0076, a demo's seeded invoices).
const HIGHEST = {
  INV: (re: string) => sql`select coalesce(max(substring(number from ${re})::bigint), 0) as n from invoices where number ~ ${re}`,
  OR: (re: string) => sql`select coalesce(max(substring(receipt_number from ${re})::bigint), 0) as n from payments where receipt_number ~ ${re}`,
  CN: (re: string) => sql`select coalesce(max(substring(number from ${re})::bigint), 0) as n from credit_notes where number ~ ${re}`,
} as const;

/** The next number of the kind's series for the venue's year (today in Manila, or `day`), e.g. "INV-2026-000042". */
export async function takeDocumentNumber(tx: TTx, kind: TSeriesKind, day: string = venueDay()): Promise<string> {
  const series = `${kind}-${day.slice(0, 4)}`;
  const taken = await rows(tx, sql`update document_series set next_number = next_number + 1 where series = ${series} returning next_number - 1 as n`);
  let n = taken[0]?.n;
  if (n === undefined) {
    // The year's first: another issuer inserting the row at once waits on its key and then takes the update path.
    const re = `^${series}-(\\d+)$`;
    const first = await rows(
      tx,
      sql`insert into document_series (series, next_number) select ${series}, h.n + 2 from (${HIGHEST[kind](re)}) h
        on conflict (series) do update set next_number = document_series.next_number + 1 returning next_number - 1 as n`,
    );
    n = first[0]!.n;
  }
  return `${series}-${String(n).padStart(6, '0')}`;
}

/**
 * A settled payment's official receipt number, taken and written in one statement: the series' row is locked from
 * here to the commit, so a settlement takes it as late as it can (settle.service completedPaymentFollowUp). The
 * year's first receipt takes the two-step path above.
 */
export async function numberReceipt(
  tx: TTx,
  paymentId: number,
  day: string = venueDay(),
  /** A write that needs the number, made in the same statement (the receipt e-mail's, outbox fillMark): given the number as SQL. */
  alsoWith?: (receipt: SQL) => SQL,
): Promise<string> {
  const series = `OR-${day.slice(0, 4)}`;
  const also = alsoWith ? sql`, also as (${alsoWith(sql`(select receipt_number from written)`)})` : sql``;
  const result = await executeNamed(
    tx,
    sql`with taken as (update document_series set next_number = next_number + 1 where series = ${series} returning next_number - 1 as n),
      written as (update payments set receipt_number = ${series} || '-' || lpad(taken.n::text, greatest(6, length(taken.n::text)), '0'), updated_at = now()
        from taken where payments.id = ${paymentId} returning payments.receipt_number)${also}
      select (select n from taken) as n, (select receipt_number from written) as receipt`,
  );
  const row = (result as unknown as { rows: { n: string | null; receipt: string | null }[] }).rows[0]!;
  if (row.receipt) return row.receipt;
  if (row.n !== null) throw new Error(`Payment ${paymentId} was not found to take receipt ${series} ${row.n}.`);
  const first = await takeDocumentNumber(tx, 'OR', day);
  const set = await tx.execute(sql`update payments set receipt_number = ${first}, updated_at = now() where id = ${paymentId} returning id`);
  if (!(set as unknown as { rows: unknown[] }).rows.length) throw new Error(`Payment ${paymentId} was not found to take receipt ${first}.`);
  if (alsoWith) await tx.execute(alsoWith(sql`${first}::text`));
  return first;
}

const rows = async (tx: TTx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: { n: string | number }[] }).rows.map((r) => ({ n: Number(r.n) }));
