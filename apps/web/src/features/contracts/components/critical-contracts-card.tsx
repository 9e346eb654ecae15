import Description from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ToneChip } from '@/components/feedback/tone-chip';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { pendingSignaturesQuery } from '@/features/contracts/api/contracts.queries';
import { dayAtNoon } from '@/features/contracts/contract-format';
import { formatVenueDate } from '@/lib/venue-date';
import { byCharacters } from '@venue/shared/common/compare';

/** Spec section 2: a contract card opens the event on its Contracts tab (index 6). */
export const CONTRACTS_TAB = 6;
const MAX_CONTRACTS = 5;

/** Critical Actions: contracts waiting for the client's signature, most urgent first, at most 5. */
export function CriticalContractsCard() {
  const pending = useQuery(pendingSignaturesQuery());
  const navigate = useNavigate();
  const shown = [...(pending.data?.contracts ?? [])]
    .sort((a, b) => Number(b.is_urgent) - Number(a.is_urgent) || byCharacters(a.valid_until ?? '9999', b.valid_until ?? '9999'))
    .slice(0, MAX_CONTRACTS);

  return (
    <DashboardCard title="Contracts to Sign" icon={<Description color="primary" aria-hidden />} heading="h3">
      {pending.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : pending.isError ? (
        <Alert severity="error">Unable to load contracts. Please try again later.</Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">No contracts are waiting for your signature.</Typography>
      ) : (
        <List disablePadding aria-label="Contracts to sign">
          {shown.map((c) => (
            <ListItem key={c.id} disablePadding>
              <ListItemButton onClick={() => navigate(`/events/${c.event.id}`, { state: { activeTab: CONTRACTS_TAB } })} sx={{ borderRadius: 1 }}>
                <ListItemText
                  primary={c.template_name}
                  secondary={`${c.event.title}${c.valid_until ? ` · sign by ${formatVenueDate(dayAtNoon(c.valid_until), 'MMM d')}` : ''}`}
                />
                {c.is_urgent && <ToneChip size="small" color="error" label="Urgent" />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
