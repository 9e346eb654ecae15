import { toMinor } from '@venue/shared/money';
import { decideCharge, type TChargeDecision, type TInvoiceBalance, type TPaymentType } from '@venue/shared/payments/charge-amount';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { moneyOfMinor } from '@/features/payments/payments-format';

const minorOr0 = (amount: string) => {
  try {
    return toMinor(amount);
  } catch {
    return 0n;
  }
};

/** The invoice as the shared charge rules read it (the server decides the real charge from the same rules). */
export function balanceOf(invoice: TInvoice): TInvoiceBalance {
  return {
    currency: invoice.currency || 'USD',
    totalMinor: minorOr0(invoice.total_amount),
    paidMinor: minorOr0(invoice.paid_amount),
    inFlightMinor: minorOr0(invoice.payment_options.in_flight_amount),
  };
}

/** What a choice would charge, or why it cannot: explains the custom amount before the click (spec section 5). */
export const chargeFor = (invoice: TInvoice, type: TPaymentType, customAmount: string): TChargeDecision =>
  decideCharge(balanceOf(invoice), type, invoice.payment_options.deposit_percentage, customAmount);

/** Spec section 4: the pay button names the amount, or asks for one ("Enter Amount") while CUSTOM has none valid. */
export function payButtonLabel(invoice: TInvoice, decision: TChargeDecision, type: TPaymentType): string {
  if (decision.ok) return `Pay ${moneyOfMinor(decision.amountMinor, balanceOf(invoice).currency)}`;
  return type === 'CUSTOM' ? 'Enter Amount' : 'Pay';
}
