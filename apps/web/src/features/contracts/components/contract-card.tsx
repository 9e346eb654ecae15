import Download from '@mui/icons-material/Download';
import Draw from '@mui/icons-material/Draw';
import History from '@mui/icons-material/History';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { ContractChips } from '@/features/contracts/components/contract-chips';
import { SignatureProgress } from '@/features/contracts/components/signature-progress';
import { dayAtNoon } from '@/features/contracts/contract-format';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

export interface TContractActions {
  onView: (c: TContract) => void;
  onHistory: (c: TContract) => void;
  onSign: (c: TContract) => void;
  onDownload: (c: TContract) => void;
}

/**
 * The list card. `compact` is the phone variant: same facts in less room, and its PDF button disabled, as the
 * spec asks (the full card or the details dialog downloads it there).
 */
export function ContractCard({
  contract,
  compact = false,
  downloading,
  ...actions
}: { contract: TContract; compact?: boolean; downloading: boolean } & TContractActions) {
  const titleId = `contract-${contract.id}-title`;
  const deadline = contract.valid_until ? formatVenueDate(dayAtNoon(contract.valid_until)) : null;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, pb: compact ? 1 : undefined }}>
        <Stack spacing={compact ? 1 : 1.5}>
          <div>
            <Typography id={titleId} variant={compact ? 'subtitle1' : 'h6'} component="h3" sx={{ fontWeight: 700 }}>
              {contract.event.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {contract.template_name}
            </Typography>
          </div>
          <ContractChips contract={contract} />
          <Typography variant="body2">
            Value: <strong>{displayMoney(contract.contract_value, contract.currency)}</strong>
          </Typography>
          {!compact && deadline && contract.status !== 'SIGNED' && (
            <Typography variant="body2" color="text.secondary">
              Sign by {deadline}
            </Typography>
          )}
          <SignatureProgress progress={contract.signature_progress} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button
          size="small"
          startIcon={<Visibility />}
          onClick={() => actions.onView(contract)}
          aria-label={`View details of ${contract.template_name}, ${contract.event.title}`}
        >
          View Details
        </Button>
        <Button
          size="small"
          startIcon={<History />}
          onClick={() => actions.onHistory(contract)}
          aria-label={`View history of ${contract.template_name}, ${contract.event.title}`}
        >
          View History
        </Button>
        {contract.can_client_sign && (
          <Button size="small" variant="contained" startIcon={<Draw />} onClick={() => actions.onSign(contract)}>
            Sign Contract
          </Button>
        )}
        {contract.status === 'SIGNED' && (
          <Button size="small" variant="outlined" startIcon={<Download />} onClick={() => actions.onDownload(contract)} disabled={compact || downloading}>
            {downloading ? 'Downloading...' : 'Download PDF'}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
