import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import type { ReactNode } from 'react';
import { displayMoney } from '@/lib/money-display';

/** A package or add-on as the selection steps show it; the control (choose, quantity) comes from the step. */
export function ProductCard({
  product,
  selected,
  unavailableReason,
  children,
}: {
  product: TPublicProduct;
  selected: boolean;
  /** Why it cannot be chosen for the event's date, and from when it can; null when it can. */
  unavailableReason: string | null;
  children: ReactNode;
}) {
  const hours = product.included_hours ? `${Number(product.included_hours)} hours included` : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="h3" variant="h6">
          {product.name}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {displayMoney(product.base_price)}
          {product.pricing_model === 'HOURLY' ? ' per hour' : ''}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {product.description}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {hours && <Chip size="small" label={hours} />}
        {product.has_excess_hours && product.excess_hour_price && <Chip size="small" label={`${displayMoney(product.excess_hour_price)} per extra hour`} />}
        {product.is_featured && <Chip size="small" variant="outlined" label="Featured" />}
        {unavailableReason && (
          <Chip size="small" variant="outlined" label={unavailableReason} sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }} />
        )}
      </Box>
      {children}
    </Paper>
  );
}
