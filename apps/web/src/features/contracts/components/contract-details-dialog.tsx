import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { useEffect } from 'react';
import { ContractHtml } from '@/components/contracts/contract-html';
import { contractDetailQuery } from '@/features/contracts/api/contracts.queries';
import { ContractChips } from '@/features/contracts/components/contract-chips';
import { SignatureList } from '@/features/contracts/components/signature-list';
import { SignatureProgress } from '@/features/contracts/components/signature-progress';
import { dayAtNoon } from '@/features/contracts/contract-format';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

interface TProps {
  contract: TContract | null;
  downloading: boolean;
  onClose: () => void;
  onSign: (c: TContract) => void;
  onDownload: (c: TContract) => void;
}

/** One labelled fact; a fact with no value is left out rather than shown as "Not specified". */
function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Grid>
  );
}

/** The details overlay: the fresh contract when it arrives (a failed fetch is only logged), else the list's copy. */
export function ContractDetailsDialog({ contract, downloading, onClose, onSign, onDownload }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const fresh = useQuery({ ...contractDetailQuery(contract?.id ?? 0), enabled: contract !== null });
  useEffect(() => {
    if (fresh.isError) console.error('Could not load the contract details', fresh.error);
  }, [fresh.isError, fresh.error]);
  const c = (contract && fresh.data?.id === contract.id ? fresh.data : contract) ?? null;

  return (
    <Dialog open={contract !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={small} aria-labelledby="contract-details-title">
      {c && (
        <>
          <DialogTitle id="contract-details-title">
            {c.template_name}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {c.event.title}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <ContractChips contract={c} />
              <Grid container spacing={2}>
                <Fact label="Contract value" value={displayMoney(c.contract_value, c.currency)} />
                <Fact label="Payment schedule" value={c.payment_schedule_reference} />
                <Fact label="Sent" value={formatVenueDate(c.sent_at)} />
                <Fact label="Sign by" value={c.valid_until ? formatVenueDate(dayAtNoon(c.valid_until)) : null} />
                <Fact label="Fully signed" value={formatVenueDate(c.fully_signed_at)} />
              </Grid>
              <SignatureProgress progress={c.signature_progress} />
              <ContractHtml html={c.content} />
              <div>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  Signatures
                </Typography>
                <SignatureList signatures={c.signatures} />
              </div>
              {c.final_document_hash && (
                <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  Signed record fingerprint (SHA-256): {c.final_document_hash}
                </Typography>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
            {c.can_client_sign && (
              <Button variant="contained" onClick={() => onSign(c)}>
                Sign
              </Button>
            )}
            {c.status === 'SIGNED' && (
              <Button variant="outlined" onClick={() => onDownload(c)} disabled={downloading}>
                {downloading ? 'Downloading...' : 'Download PDF'}
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
