import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';

/** A PDF on its way (the button shows it), and a failure as a toast with the server's reason. */
export function useDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast({ severity: 'error', title: 'Download Failed', message: error instanceof Error ? error.message : 'The download failed.' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
