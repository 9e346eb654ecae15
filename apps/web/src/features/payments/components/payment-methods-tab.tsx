import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPaymentMethod } from '@venue/shared/payments/methods.schema';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { EmptyState } from '@/features/payments/components/empty-state';
import { PaymentMethodsTable } from '@/features/payments/components/payment-methods-table';
import { paymentsErrorMessage } from '@/features/payments/payments-errors';

interface TProps {
  methods: UseQueryResult<TPaymentMethod[]>;
  onAdd: () => void;
  onEdit: (method: TPaymentMethod) => void;
  onDelete: (method: TPaymentMethod) => void;
}

/** Tab 2: its own loading and error states, since the history and invoices work without it. */
export function PaymentMethodsTab({ methods, onAdd, ...rows }: TProps) {
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
      Add New
    </Button>
  );
  if (methods.isPending) return <LoadingBlock height={160} label="Loading payment methods" />;
  if (methods.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void methods.refetch()}>
            Retry
          </Button>
        }
      >
        <strong>Error Loading Payment Methods</strong> {paymentsErrorMessage(methods.error)}
      </Alert>
    );
  if (methods.data.length === 0) return <EmptyState title="No Payment Methods" text="Save a card to pay invoices faster." action={addButton} />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          Saved Payment Methods
        </Typography>
        {addButton}
      </Stack>
      <PaymentMethodsTable methods={methods.data} {...rows} />
    </Stack>
  );
}
