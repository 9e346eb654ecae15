import type { TContract } from '@venue/shared/contracts/contract.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { downloadContractPdf } from '@/features/contracts/api/download-contract-pdf';

/** Which contract's PDF is on its way, and the download itself; a failure is logged and shown as a toast. */
export function useContractDownload() {
  const [downloading, setDownloading] = useState<number | null>(null);
  const toast = useToast();
  const download = async (contract: TContract) => {
    setDownloading(contract.id);
    try {
      await downloadContractPdf(contract);
    } catch (error) {
      console.error('Contract download failed', error);
      toast({ severity: 'error', title: 'Download Failed', message: error instanceof Error ? error.message : 'Failed to download contract' });
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}
