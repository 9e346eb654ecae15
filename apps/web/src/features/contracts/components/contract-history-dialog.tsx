import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_STATUS_LABELS } from '@venue/shared/contracts/contract-status';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { useState } from 'react';
import { ScrollableTabs } from '@/components/layout/scrollable-tabs';
import { contractHistoryQuery } from '@/features/contracts/api/contracts.queries';
import { ContractTimeline } from '@/features/contracts/components/contract-timeline';
import { SignatureList, STAMP } from '@/features/contracts/components/signature-list';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

interface TProps {
  contract: TContract | null;
  /** Amendments of this contract, from the list the page already holds. */
  amendments: TContract[];
  onClose: () => void;
}

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ py: 2 }}>
    {text}
  </Typography>
);

export function ContractHistoryDialog({ contract, amendments, onClose }: TProps) {
  return (
    <Dialog open={contract !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="contract-history-title">
      {contract && <HistoryBody key={contract.id} contract={contract} amendments={amendments} onClose={onClose} />}
    </Dialog>
  );
}

function HistoryBody({ contract, amendments, onClose }: { contract: TContract; amendments: TContract[]; onClose: () => void }) {
  const history = useQuery(contractHistoryQuery(contract.id));
  const [tab, setTab] = useState(0);
  const valueChanges = (history.data ?? []).filter((e) => e.event_type === 'value_changed');
  const id = (i: number) => `contract-history-tab-${i}`;

  return (
    <>
      <DialogTitle id="contract-history-title">
        Contract History
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {contract.template_name} · {contract.event.title}
        </Typography>
      </DialogTitle>
      <ScrollableTabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="History sections" sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label="Timeline" id={id(0)} aria-controls={`${id(0)}-panel`} />
        <Tab label={`Signatures (${contract.signatures.length})`} id={id(1)} aria-controls={`${id(1)}-panel`} />
        <Tab label="Amendments" id={id(2)} aria-controls={`${id(2)}-panel`} disabled={amendments.length === 0} />
        <Tab label="Value Changes" id={id(3)} aria-controls={`${id(3)}-panel`} disabled={valueChanges.length === 0} />
      </ScrollableTabs>
      <DialogContent>
        <Box role="tabpanel" id={`${id(tab)}-panel`} aria-labelledby={id(tab)} sx={{ minHeight: 200 }}>
          {tab === 0 &&
            (history.isPending ? (
              <CircularProgress size={24} aria-label="Loading history" />
            ) : history.isError ? (
              <Alert severity="error">Unable to load the contract history. Please try again later.</Alert>
            ) : (
              <ContractTimeline events={history.data} />
            ))}
          {tab === 1 && <SignatureList signatures={contract.signatures} />}
          {tab === 2 &&
            (amendments.length === 0 ? (
              <Empty text="No Amendments" />
            ) : (
              <List dense disablePadding>
                {amendments.map((a) => (
                  <ListItem key={a.id} disableGutters divider>
                    <ListItemText
                      primary={`${a.template_name}${a.amendment_number ? ` #${a.amendment_number}` : ''} · ${CONTRACT_STATUS_LABELS[a.status]}`}
                      secondary={`${displayMoney(a.contract_value, a.currency)} · sent ${formatVenueDate(a.sent_at) ?? 'not yet'}`}
                    />
                  </ListItem>
                ))}
              </List>
            ))}
          {tab === 3 &&
            (valueChanges.length === 0 ? (
              <Empty text="No Value Changes" />
            ) : (
              <List dense disablePadding>
                {valueChanges.map((e) => (
                  <ListItem key={e.id} disableGutters divider>
                    <ListItemText primary={e.description} secondary={formatVenueDate(e.occurred_at, STAMP)} />
                  </ListItem>
                ))}
              </List>
            ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {/* The spec's Export History only logs; there is no export format to produce yet. */}
        <Button onClick={() => console.info('Export History requested', { contract: contract.id, events: history.data?.length ?? 0 })}>Export History</Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
