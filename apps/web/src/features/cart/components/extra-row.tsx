import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { productAvailable } from '@venue/shared/booking/pricing';
import { useState } from 'react';
import { QuantityStepper } from '@/features/cart/components/quantity-stepper';
import { displayMoney } from '@/lib/money-display';

/** Why an extra cannot be asked for this event, in the words the wizard uses; null when it can. */
function unavailableReason(product: TPublicProduct, daysUntilEvent: number): string | null {
  if (productAvailable(product, daysUntilEvent)) return null;
  const notice = product.advance_booking_days;
  return daysUntilEvent < notice ? `Needs ${notice} days' notice` : 'Not available for your date';
}

/** One add-on: what it is, its list price, and a quantity to put in the cart. */
export function ExtraRow({ product, daysUntilEvent, onAdd }: { product: TPublicProduct; daysUntilEvent: number; onAdd: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(1);
  const reason = unavailableReason(product, daysUntilEvent);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1.5,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <div>
        <Typography component="h4" sx={{ fontWeight: 600 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {product.description}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
          {displayMoney(product.base_price)}
          {product.pricing_model === 'HOURLY' ? ' per hour' : ''}
          {reason && (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {' · '}
              {reason}
            </Box>
          )}
        </Typography>
      </div>
      {!reason && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <QuantityStepper value={quantity} onChange={setQuantity} label={product.name} />
          <Button
            variant="outlined"
            startIcon={<AddShoppingCart />}
            aria-label={`Add to cart: ${product.name}`}
            onClick={() => {
              onAdd(quantity);
              setQuantity(1);
            }}
          >
            Add to cart
          </Button>
        </Box>
      )}
    </Box>
  );
}
