import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TCartGroup } from '@venue/shared/browser/cart';
import { fromMinor } from '@venue/shared/money';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { CartLine } from '@/features/cart/components/cart-line';
import { displayMoney } from '@/lib/money-display';

/** The extras asked for one event, under the event's name (a link back to its page), with their subtotal. */
export function CartEventGroup({ group, eventName }: { group: TCartGroup; eventName: string }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={`/events/${group.eventId}`} underline="hover">
          {eventName}
        </Link>
      </Typography>
      <Box component="ul" aria-label={`Extras for ${eventName}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </Box>
      <Typography sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, textAlign: 'right' }}>
        Subtotal: <strong>{displayMoney(fromMinor(group.totalMinor), 'PHP', { centavos: 'always' })}</strong>
      </Typography>
    </Paper>
  );
}
