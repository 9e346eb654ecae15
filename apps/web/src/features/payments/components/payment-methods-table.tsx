import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { TPaymentMethod } from '@venue/shared/payments/methods.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { TestChip } from '@/components/payments/test-chip';
import { ResponsiveTable, type TColumn } from '@/components/tables/responsive-table';
import { formatDay } from '@/features/payments/payments-format';

interface TProps {
  methods: TPaymentMethod[];
  onEdit: (method: TPaymentMethod) => void;
  onDelete: (method: TPaymentMethod) => void;
}

const nameOf = (m: TPaymentMethod) => m.nickname || m.type_display;

/**
 * Tab 2 (spec section 2): name or type, type, masked last four with expiry, "Active", created date, edit and delete;
 * a card a method on a phone.
 */
export function PaymentMethodsTable({ methods, onEdit, onDelete }: TProps) {
  const columns: TColumn<TPaymentMethod>[] = [
    {
      header: 'Name',
      card: 'title',
      cell: (m) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{nameOf(m)}</span>
          {m.is_default && <Chip size="small" color="primary" label="Default" />}
          {m.is_test && <TestChip />}
        </Stack>
      ),
    },
    { header: 'Type', cell: (m) => m.type_display },
    { header: 'Card', cell: (m) => (m.last_four ? `•••• ${m.last_four}${m.expiry_date ? ` (${m.expiry_date})` : ''}` : '—') },
    { header: 'Status', cell: (m) => m.is_active && <ToneChip size="small" color="success" label="Active" /> },
    { header: 'Created', cell: (m) => formatDay(m.created_at) },
    {
      header: 'Actions',
      card: 'actions',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (m, layout) =>
        layout === 'card' ? (
          <>
            <Button size="small" variant="outlined" startIcon={<Edit />} aria-label={`Edit ${nameOf(m)}`} onClick={() => onEdit(m)}>
              Edit
            </Button>
            <Button size="small" color="error" startIcon={<Delete />} aria-label={`Delete ${nameOf(m)}`} onClick={() => onDelete(m)}>
              Delete
            </Button>
          </>
        ) : (
          <>
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${nameOf(m)}`} onClick={() => onEdit(m)}>
                <Edit />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${nameOf(m)}`} onClick={() => onDelete(m)}>
                <Delete />
              </IconButton>
            </Tooltip>
          </>
        ),
    },
  ];
  return <ResponsiveTable label="Payment methods" rows={methods} rowKey={(m) => m.id} columns={columns} minWidth={680} framed={false} />;
}
