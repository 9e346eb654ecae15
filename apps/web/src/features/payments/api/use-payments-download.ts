import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { downloadInvoicePdf, downloadReceipt } from '@/features/payments/api/downloads';
import { paymentsErrorMessage } from '@/features/payments/payments-errors';

type TTarget = { kind: 'receipt' | 'invoice'; id: number };

/** Which file is on its way, and the download with the spec's toasts (the detail of a JSON error body on failure). */
export function usePaymentsDownload() {
  const [busy, setBusy] = useState<TTarget | null>(null);
  const toast = useToast();
  const download = async (target: TTarget) => {
    setBusy(target);
    try {
      await (target.kind === 'receipt' ? downloadReceipt(target.id) : downloadInvoicePdf(target.id));
      toast({ severity: 'success', message: target.kind === 'receipt' ? 'Receipt downloaded successfully' : 'Invoice downloaded successfully' });
    } catch (error) {
      toast({ severity: 'error', title: 'Download Failed', message: paymentsErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  const isBusy = (target: TTarget) => busy?.kind === target.kind && busy.id === target.id;
  return { download, isBusy };
}
