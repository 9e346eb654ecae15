import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import type { ReactNode } from 'react';
import { ProductCard } from '@/features/booking/components/steps/product-card';
import { unavailableFor } from '@/features/booking/product-dates';

type TChosenLine = { product_id: number; quantity: number };

interface TProps {
  products: TPublicProduct[];
  lines: readonly TChosenLine[];
  eventDay: unknown;
  /** The step's own control; disabled when the product is unavailable on the event day and not already chosen. */
  chooser: (product: TPublicProduct, chosen: boolean, disabled: boolean) => ReactNode;
  /** Packages let quantity 0 remove a line; add-ons keep at least 1. */
  minQuantity: number;
  /** A single-package step has no quantity to change. */
  withQuantity: boolean;
  onQuantity: (productId: number, quantity: number) => void;
  /** Add-on labels carry the product's name and may be long, so their row wraps. */
  wrap?: boolean;
}

/** The product cards of the package and add-on steps: each with the step's chooser and, once chosen, a quantity. */
export function ProductChoices({ products, lines, eventDay, chooser, minQuantity, withQuantity, onQuantity, wrap = false }: TProps) {
  return products.map((p) => {
    const line = lines.find((l) => l.product_id === p.id);
    const reason = unavailableFor(p, eventDay);
    const available = reason === null;
    return (
      <ProductCard key={p.id} product={p} selected={!!line} unavailableReason={reason}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', ...(wrap && { flexWrap: 'wrap' }) }}>
          {chooser(p, !!line, !available && !line)}
          {line && withQuantity && (
            <TextField
              type="number"
              size="small"
              label="Quantity"
              value={line.quantity}
              onChange={(e) => onQuantity(p.id, Number(e.target.value))}
              slotProps={{ htmlInput: { min: minQuantity, max: 100 } }}
              sx={{ width: 110 }}
            />
          )}
        </Stack>
      </ProductCard>
    );
  });
}
