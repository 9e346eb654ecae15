import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CART_ITEM_DAYS, cartByEvent, cartTotalMinor } from '@venue/shared/browser/cart';
import { fromMinor } from '@venue/shared/money';
import { Link as RouterLink } from 'react-router';
import { useSendCartRequest } from '@/features/cart/api/use-send-cart-request';
import { plural } from '@venue/shared/common/plural';
import { CartEventGroup } from '@/features/cart/components/cart-event-group';
import { useCart } from '@/lib/cart-store';
import { displayMoney } from '@/lib/money-display';
import { PortalPageTitle } from '@/components/portal-shell/portal-page-title';

interface TProps {
  /** The client's events by id, once known: the groups are headed and the messages titled with their names. */
  eventNames: ReadonlyMap<number, string> | undefined;
}

/**
 * The cart page: extras per event, the total to the centavo, and "Send request to the venue", which sends each
 * event's list as a message and empties the cart. The venue answers with a quote; nothing is charged here.
 */
export function CartScreen({ eventNames }: TProps) {
  const items = useCart();
  const groups = cartByEvent(items);
  const send = useSendCartRequest();
  const nameOf = (eventId: number) => eventNames?.get(eventId) ?? 'your event';
  const sentTo = send.data ?? [];

  return (
    <Stack spacing={3}>
      <PortalPageTitle
        title="Your Cart"
        subtitle="Extras you would like for your events. Nothing is booked or charged yet: send the list to the venue and they will answer with a quote."
      />

      {sentTo.length > 0 && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={sentTo.length === 1 ? `/messages/thread/${sentTo[0]!.threadId}` : '/messages'}>
              Open Messages
            </Button>
          }
        >
          Your request was sent to the venue and your cart is now empty. The venue will reply in Messages with a quote.
        </Alert>
      )}
      {send.isError && (
        <Alert severity="error">
          {send.error.message} {items.length > 0 ? 'What was not sent is still in your cart.' : ''}
        </Alert>
      )}

      {groups.length === 0 ? (
        sentTo.length === 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
            <Typography variant="h6" component="h2">
              Your cart is empty
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
              Open one of your events and choose &quot;Add to cart&quot; under Add extras.
            </Typography>
            <Button variant="contained" component={RouterLink} to="/events">
              Go to My Events
            </Button>
          </Paper>
        )
      ) : (
        <>
          {groups.map((group) => (
            <CartEventGroup key={group.eventId} group={group} eventName={nameOf(group.eventId)} />
          ))}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography component="h2" variant="h6">
                Total ({plural(items.length, 'extra')})
              </Typography>
              <Typography variant="h6" component="p" data-testid="cart-total">
                {displayMoney(fromMinor(cartTotalMinor(items)), 'PHP', { centavos: 'always' })}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              List prices before tax. The venue confirms what is possible for your date in its quote. Extras stay in your cart for {CART_ITEM_DAYS} days.
            </Typography>
            <Button
              variant="contained"
              startIcon={<Send />}
              disabled={send.isPending || !eventNames}
              onClick={() => send.mutate({ groups, eventName: nameOf })}
              sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
            >
              {send.isPending ? 'Sending...' : 'Send request to the venue'}
            </Button>
          </Paper>
        </>
      )}
    </Stack>
  );
}
