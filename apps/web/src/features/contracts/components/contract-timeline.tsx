import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TContractEvent } from '@venue/shared/contracts/contract.schema';
import { STAMP } from '@/features/contracts/components/signature-list';
import { formatVenueDate } from '@/lib/venue-date';
import { byCharacters } from '@venue/shared/common/compare';

/** Spec section 4: the timeline is capped at 50 events, oldest first. */
const MAX_EVENTS = 50;

const typeLabel = (t: string) => t.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function ContractTimeline({ events }: { events: TContractEvent[] }) {
  const shown = [...events].sort((a, b) => byCharacters(a.occurred_at, b.occurred_at)).slice(0, MAX_EVENTS);
  if (shown.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No timeline events available for this contract.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Contract timeline">
      {shown.map((e) => (
        <ListItem key={e.id} disableGutters divider>
          <ListItemText
            primary={`${typeLabel(e.event_type)}: ${e.description}`}
            secondary={`${formatVenueDate(e.occurred_at, STAMP) ?? ''} · ${e.actor_name}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
