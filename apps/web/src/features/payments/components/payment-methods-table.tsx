import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { TPaymentMethod } from '@venue/shared/payments/methods.schema';
import Chip from '@mui/material/Chip';
import { ToneChip } from '@/components/feedback/tone-chip';
import { TestChip } from '@/components/payments/test-chip';
import { formatDay } from '@/features/payments/payments-format';
import { STICKY_ACTIONS_SX } from '@/components/tables/sticky-actions';

interface TProps {
  methods: TPaymentMethod[];
  onEdit: (method: TPaymentMethod) => void;
  onDelete: (method: TPaymentMethod) => void;
}

/** Tab 2 (spec section 2): name or type, type, masked last four with expiry, "Active", created date, edit and delete. */
export function PaymentMethodsTable({ methods, onEdit, onDelete }: TProps) {
  return (
    <TableContainer>
      <Table aria-label="Payment methods" sx={[{ minWidth: 680 }, STICKY_ACTIONS_SX]}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Card</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {methods.map((m) => {
            const name = m.nickname || m.type_display;
            return (
              <TableRow key={m.id}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{name}</span>
                    {m.is_default && <Chip size="small" color="primary" label="Default" />}
                    {m.is_test && <TestChip />}
                  </Stack>
                </TableCell>
                <TableCell>{m.type_display}</TableCell>
                <TableCell>{m.last_four ? `•••• ${m.last_four}${m.expiry_date ? ` (${m.expiry_date})` : ''}` : '—'}</TableCell>
                <TableCell>{m.is_active && <ToneChip size="small" color="success" label="Active" />}</TableCell>
                <TableCell>{formatDay(m.created_at)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit">
                    <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(m)}>
                      <Edit />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton aria-label={`Delete ${name}`} onClick={() => onDelete(m)}>
                      <Delete />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
