import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TPaymentMethod } from '@venue/shared/payments/methods.schema';
import { TestChip } from '@/components/payments/test-chip';

/** A saved method as the pickers show it: nickname or type, the masked card, and its Default and Test chips. */
export function MethodLabel({ method }: { method: TPaymentMethod }) {
  const name = method.nickname || method.type_display;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
      <span>
        {name}
        {method.last_four && ` (•••• ${method.last_four}${method.expiry_date ? `, expires ${method.expiry_date}` : ''})`}
      </span>
      {method.is_default && <Chip size="small" label="Default" />}
      {method.is_test && <TestChip />}
    </Stack>
  );
}
