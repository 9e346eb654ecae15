import ExpandMore from '@mui/icons-material/ExpandMore';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { newCartItem } from '@venue/shared/browser/cart';
import { Link as RouterLink } from 'react-router';
import { QueryState, loadError } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { extrasQuery } from '@/features/cart/api/extras.queries';
import { plural } from '@venue/shared/common/plural';
import { ExtraRow } from '@/features/cart/components/extra-row';
import { cartActions, useCart } from '@/lib/cart-store';

/** The catalogue's categories in its own order; an add-on without one goes under "Other". */
function byCategory(products: TPublicProduct[]): [string, TPublicProduct[]][] {
  const groups = new Map<string, TPublicProduct[]>();
  for (const p of products) {
    const name = p.category_name ?? 'Other';
    groups.set(name, [...(groups.get(name) ?? []), p]);
  }
  return [...groups.entries()];
}

// Any unique text will do: the id only tells two lines apart in this browser.
const lineId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * "Add extras" on a client's event page: the venue's add-ons with their list prices, each put in the cart with a
 * quantity. Nothing is booked or charged here; the cart sends the list to the venue, which answers with a quote.
 */
export function AddExtrasSection({ eventId, daysUntilEvent }: { eventId: number; daysUntilEvent: number }) {
  const extras = useQuery(extrasQuery());
  const inCart = useCart().filter((i) => i.eventId === eventId).length;
  const toast = useToast();
  const add = (product: TPublicProduct, quantity: number) => {
    cartActions.add(newCartItem({ id: lineId(), eventId, ticketType: product.name, price: product.base_price, quantity }));
    toast({ severity: 'success', message: `Added to your cart: ${product.name} × ${quantity}` });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="add-extras-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="add-extras-title" variant="h6" component="h2">
          Add extras
        </Typography>
        {inCart > 0 && (
          <Button component={RouterLink} to="/cart" startIcon={<ShoppingCart />}>
            View cart ({plural(inCart, 'extra')} for this event)
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Catering, equipment and more for this event. Put what you need in your cart and send it to the venue from there: they confirm what is possible and send
        you a quote. Prices are list prices before tax.
      </Typography>
      <QueryState query={extras} loading="Loading extras..." error={loadError('extras')}>
        {(products) =>
          products.length === 0 ? (
            <Alert severity="info">The venue has no extras on offer at the moment. You can still ask for anything in Messages.</Alert>
          ) : (
            <div>
              {byCategory(products).map(([category, items]) => (
                <Accordion key={category} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
                  <AccordionSummary expandIcon={<ExpandMore />}>
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {category} ({items.length})
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ pt: 0 }}>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={category}>
                      {items.map((p) => (
                        <ExtraRow key={p.id} product={p} daysUntilEvent={daysUntilEvent} onAdd={(q) => add(p, q)} />
                      ))}
                    </Box>
                  </AccordionDetails>
                </Accordion>
              ))}
            </div>
          )
        }
      </QueryState>
    </Paper>
  );
}
