import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVENT_ITEM_KIND_LABELS, type TEventItem } from '@venue/shared/events/event-items.schema';
import type { TStaffEventDetail } from '@venue/shared/staff/staff-event.schema';
import { formatInstant } from '@/components/staff/staff-format';
import { displayMoney } from '@/lib/money-display';

/** "120.00" reads "120"; a fraction keeps its places. */
const quantityText = (quantity: string) => quantity.replace(/\.00$/, '');

/**
 * What the client chose in the booking wizard: each package and add-on with its quantity and the price the wizard
 * showed (before tax and any discount). Nothing shows for an event the venue booked itself.
 */
export function BookedItems({ items, consent }: { items: TEventItem[]; consent: TStaffEventDetail['booking_consent'] }) {
  if (items.length === 0 && !consent) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="booked-items-heading" sx={{ p: 2, mb: 3 }}>
      <Typography id="booked-items-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Chosen When Booking
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        As priced in the booking, before tax and any discount.
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) => (
          <Stack component="li" key={index} direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <span>
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                · {EVENT_ITEM_KIND_LABELS[item.kind]}
                {item.quantity === '1.00' ? '' : ` · ${quantityText(item.quantity)} × ${displayMoney(item.unit_price, 'PHP', { centavos: 'always' })}`}
              </Typography>
            </span>
            <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
              {displayMoney(item.line_total, 'PHP', { centavos: 'always' })}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {consent && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Accepted the Terms of Service (version {consent.terms_version}) and the Privacy Policy (version {consent.privacy_version}) on{' '}
          {formatInstant(consent.accepted_at)}.
        </Typography>
      )}
    </Paper>
  );
}
