import { fromMinor, toMinor } from '../money';
import type { TInvoiceStatus } from '../enums';

/**
 * An event's money at a glance (the staff console's money panel): what its issued and paid invoices total, what was
 * paid on them (refunds taken off) and what is still due. Drafts and cancelled invoices owe nothing.
 */
export interface TEventMoneyTotals {
  invoiced: string;
  paid: string;
  due: string;
}

type TInvoiceMoney = { status: TInvoiceStatus; total_amount: string; paid_amount: string; remaining_amount: string };

export function eventMoneyTotals(invoices: readonly TInvoiceMoney[]): TEventMoneyTotals {
  let invoiced = 0n;
  let paid = 0n;
  let due = 0n;
  for (const inv of invoices) {
    if (inv.status !== 'ISSUED' && inv.status !== 'PAID') continue;
    invoiced += toMinor(inv.total_amount);
    paid += toMinor(inv.paid_amount);
    due += toMinor(inv.remaining_amount);
  }
  return { invoiced: fromMinor(invoiced), paid: fromMinor(paid), due: fromMinor(due) };
}
