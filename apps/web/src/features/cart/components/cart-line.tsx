import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { fromMinor } from '@venue/shared/money';
import { lineTotalMinor, type TCartItem } from '@venue/shared/browser/cart';
import { QuantityStepper } from '@/features/cart/components/quantity-stepper';
import { cartActions } from '@/lib/cart-store';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

/** One line of the cart: the extra, its unit price and how long it stays, the quantity, the line total, remove. */
export function CartLine({ item }: { item: TCartItem }) {
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{
        display: 'grid',
        gap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto 9rem auto' },
        gridTemplateAreas: { xs: '"what remove" "quantity total"', sm: '"what quantity total remove"' },
      }}
    >
      <Box sx={{ gridArea: 'what', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.ticketType}</Typography>
        <Typography variant="body2" color="text.secondary">
          {displayMoney(item.price, 'PHP', { centavos: 'always' })} each · in your cart until {formatVenueDate(item.expiresAt, 'MMM d, yyyy')}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'quantity' }}>
        <QuantityStepper value={item.quantity} onChange={(q) => cartActions.setQuantity(item.id, q)} label={item.ticketType} />
      </Box>
      <Typography sx={{ gridArea: 'total', textAlign: 'right', fontWeight: 600 }}>
        {displayMoney(fromMinor(lineTotalMinor(item)), 'PHP', { centavos: 'always' })}
      </Typography>
      <IconButton
        sx={{ gridArea: 'remove', justifySelf: 'end' }}
        aria-label={`Remove ${item.ticketType} from cart`}
        onClick={() => cartActions.remove(item.id)}
      >
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}
