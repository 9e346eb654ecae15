import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { TStaffDiscount } from '@venue/shared/staff/prices.schema';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ScrollTable } from '@/components/staff/scroll-table';
import { formatInstant } from '@/components/staff/staff-format';
import { discountUsesQuery } from '@/features/staff-prices/api/staff-prices.queries';
import { displayMoney } from '@/lib/money-display';

/** Who used a code, for which booking, when, and how much it took off. */
export function DiscountUsesDialog({ discount, onClose }: { discount: TStaffDiscount | null; onClose: () => void }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={discount !== null} onClose={onClose} fullScreen={small} fullWidth maxWidth="md" aria-labelledby="discount-uses-title">
      <DialogTitle id="discount-uses-title">{discount ? `Uses of ${discount.code}` : 'Uses'}</DialogTitle>
      <DialogContent dividers>{discount && <UsesTable id={discount.id} />}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function UsesTable({ id }: { id: number }) {
  const uses = useQuery(discountUsesQuery(id));
  return (
    <QueryState query={uses} loading="Loading uses..." error={loadError('the uses of this code')}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyText>No booking has used this code yet.</EmptyText>
        ) : (
          <ScrollTable label="Bookings that used the code" size="small" minWidth={560}>
            <TableHead>
              <TableRow>
                <TableCell>Client</TableCell>
                <TableCell>Booking</TableCell>
                <TableCell>When</TableCell>
                <TableCell align="right">Discount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
                <TableRow key={u.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/staff/clients/${u.client_id}`}>
                      {u.client_name}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                      {u.client_email}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/staff/events/${u.event_id}`}>
                      {u.event_name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(u.used_at)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {displayMoney(u.amount, 'PHP', { centavos: 'always' })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )
      }
    </QueryState>
  );
}
