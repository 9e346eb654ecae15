import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { clampQuantity, MAX_CART_QUANTITY } from '@venue/shared/browser/cart';
import { useState } from 'react';

interface TProps {
  value: number;
  onChange: (quantity: number) => void;
  /** What is counted, named in the field and its buttons: "Quantity of Bonfire night". */
  label: string;
}

/**
 * − [n] +, for a per-guest extra as much as a single one. What is typed is kept as typed while the field has the
 * focus (so "150" can be typed through "1" and "15") and settled to 1..999 when it leaves.
 */
export function QuantityStepper({ value, onChange, label }: TProps) {
  // What is being typed, or null when the field shows the value itself.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = (next: number) => {
    const settled = clampQuantity(next);
    setTyped(null);
    if (settled !== value) onChange(settled);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label={`Decrease quantity of ${label}`} disabled={value <= 1} onClick={() => commit(value - 1)}>
        <Remove fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        value={typed ?? String(value)}
        onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={() => typed !== null && commit(Number(typed))}
        onKeyDown={(e) => e.key === 'Enter' && typed !== null && commit(Number(typed))}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity of ${label}`, style: { textAlign: 'center' } } }}
        sx={{ width: 64 }}
      />
      <IconButton size="small" aria-label={`Increase quantity of ${label}`} disabled={value >= MAX_CART_QUANTITY} onClick={() => commit(value + 1)}>
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
