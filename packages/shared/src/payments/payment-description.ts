/**
 * What a payment is for, as the payer's history, the receipt and the venue's Money tab name it. "Balance" is what
 * is left after something was paid; the whole amount paid at once, before anything else, is "Payment in full".
 */
export function paymentDescription(p: { installment: number | null; paymentType: string; depositPercentage: string; paidBeforeMinor: bigint }): string {
  if (p.installment !== null) return `Installment ${p.installment}`;
  if (p.paymentType === 'DEPOSIT') return `Deposit (${p.depositPercentage.replace(/\.00$/, '')}%)`;
  if (p.paymentType === 'FULL') return p.paidBeforeMinor > 0n ? 'Balance' : 'Payment in full';
  return 'Partial payment';
}
