import Draw from '@mui/icons-material/Draw';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { contractListQuery } from '@/features/contracts/api/contracts.queries';
import { ContractChips } from '@/features/contracts/components/contract-chips';
import { SignatureProgress } from '@/features/contracts/components/signature-progress';
import { SigningWizardDialog } from '@/features/contracts/components/signing/signing-wizard-dialog';
import { QueryState } from '@/components/feedback/query-state';

/** The event page's Contracts tab (spec section 2). */
export function EventContractsTab({ eventId }: { eventId: number }) {
  const contracts = useQuery(contractListQuery({ event: eventId }));
  const navigate = useNavigate();
  const [signing, setSigning] = useState<TContract | null>(null);

  return (
    <QueryState query={contracts} loading="Loading contracts..." error="Unable to load contracts. Please try again later.">
      {({ results: list }) => (
        <Stack spacing={2}>
          {list.some((c) => c.can_client_sign) && (
            <Alert severity="warning">
              <AlertTitle>Action Required: Contract Signature Needed</AlertTitle>
              You have contracts that require your signature to proceed with your event.
            </Alert>
          )}
          {list.length === 0 && <Typography color="text.secondary">No contracts for this event yet.</Typography>}
          {list.map((c) => (
            <Card key={c.id} variant="outlined" component="article" aria-labelledby={`event-contract-${c.id}`}>
              <CardContent>
                <Stack spacing={1.5}>
                  <div>
                    <Typography id={`event-contract-${c.id}`} variant="h6" component="h3">
                      {c.template_name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {c.event.title}
                    </Typography>
                  </div>
                  <ContractChips contract={c} />
                  <SignatureProgress progress={c.signature_progress} />
                </Stack>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                <Button startIcon={<Visibility />} onClick={() => navigate(`/contracts/${c.id}`)} aria-label={`View details of ${c.template_name}`}>
                  View Details
                </Button>
                {c.can_client_sign && (
                  <Button variant="contained" startIcon={<Draw />} onClick={() => setSigning(c)}>
                    Sign Now
                  </Button>
                )}
              </CardActions>
            </Card>
          ))}
          <SigningWizardDialog contract={signing} onClose={() => setSigning(null)} />
        </Stack>
      )}
    </QueryState>
  );
}
