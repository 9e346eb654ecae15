import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { venueDay } from '@venue/shared/dates';
import { useEffect, useState } from 'react';
import { ScrollableTabs } from '@/components/layout/scrollable-tabs';
import { contractListQuery, pendingSignaturesQuery } from '@/features/contracts/api/contracts.queries';
import { useContractDownload } from '@/features/contracts/api/use-contract-download';
import { ContractDeadlineBanner } from '@/features/contracts/components/contract-deadline-banner';
import { ContractDetailsDialog } from '@/features/contracts/components/contract-details-dialog';
import { ContractGrid } from '@/features/contracts/components/contract-grid';
import { ContractHistoryDialog } from '@/features/contracts/components/contract-history-dialog';
import { SigningWizardDialog } from '@/features/contracts/components/signing/signing-wizard-dialog';

const EMPTY = ['No contracts found...', 'Great! No contracts are waiting for your signature.', 'No signed contracts yet...'];
const PENDING_TAB = 1;

/** The /contracts page. `openId` (from the event page's View Details) opens that contract's details once loaded. */
export function ContractsScreen({ openId }: { openId: number | null }) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const list = useQuery(contractListQuery());
  const pending = useQuery(pendingSignaturesQuery());
  const { downloading, download } = useContractDownload();
  const [tab, setTab] = useState(0);
  const [viewing, setViewing] = useState<TContract | null>(null);
  const [history, setHistory] = useState<TContract | null>(null);
  const [signing, setSigning] = useState<TContract | null>(null);
  const [opened, setOpened] = useState(false);
  const [today] = useState(() => venueDay());

  const all = list.data?.results ?? [];
  useEffect(() => {
    if (opened || openId === null || !list.data) return;
    setViewing(list.data.results.find((c) => c.id === openId) ?? null);
    setOpened(true);
  }, [opened, openId, list.data]);

  const pendingList = pending.data?.contracts ?? [];
  const signed = all.filter((c) => c.status === 'SIGNED');
  const shown = [all, pendingList, signed][tab]!;
  const actions = {
    onView: setViewing,
    onHistory: setHistory,
    onSign: (c: TContract) => (setViewing(null), setSigning(c)),
    onDownload: (c: TContract) => void download(c),
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
          Contracts
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Review, sign and download the agreements for your events.
        </Typography>
      </div>
      {(pending.data?.count ?? 0) > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setTab(PENDING_TAB)}>
              View Pending
            </Button>
          }
        >
          {pending.data!.count === 1
            ? 'You have 1 contract waiting for your signature.'
            : `You have ${pending.data!.count} contracts waiting for your signature.`}
        </Alert>
      )}
      <ContractDeadlineBanner pending={pendingList} today={today} />
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          }
        >
          Unable to load contracts. Please try again later.
        </Alert>
      )}
      <Paper variant="outlined">
        <ScrollableTabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="Contract lists" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tab label={`All Contracts (${list.data?.count ?? 0})`} id="contracts-tab-0" aria-controls="contracts-panel" />
          <Tab label={`Pending Signatures (${pending.data?.count ?? 0})`} id="contracts-tab-1" aria-controls="contracts-panel" />
          <Tab label={`Signed (${signed.length})`} id="contracts-tab-2" aria-controls="contracts-panel" />
        </ScrollableTabs>
        <Stack role="tabpanel" id="contracts-panel" aria-labelledby={`contracts-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {list.isPending || (tab === PENDING_TAB && pending.isPending) ? (
            <Stack spacing={2} role="status" aria-label="Loading contracts">
              <Skeleton variant="rounded" height={200} />
              <Skeleton variant="rounded" height={200} />
            </Stack>
          ) : (
            <ContractGrid contracts={shown} empty={EMPTY[tab]!} compact={compact} downloading={downloading} {...actions} />
          )}
        </Stack>
      </Paper>
      <ContractDetailsDialog
        contract={viewing}
        downloading={downloading === viewing?.id}
        onClose={() => setViewing(null)}
        onSign={actions.onSign}
        onDownload={actions.onDownload}
      />
      <ContractHistoryDialog contract={history} amendments={all.filter((c) => c.original_contract === history?.id)} onClose={() => setHistory(null)} />
      <SigningWizardDialog contract={signing} onClose={() => setSigning(null)} />
    </Stack>
  );
}
