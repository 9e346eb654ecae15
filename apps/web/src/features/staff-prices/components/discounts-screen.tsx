import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import type { TStaffDiscount } from '@venue/shared/staff/prices.schema';
import { useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { ScrollTable } from '@/components/staff/scroll-table';
import { formatDay } from '@/components/staff/staff-format';
import { discountListQuery } from '@/features/staff-prices/api/staff-prices.queries';
import { useDeactivateDiscount } from '@/features/staff-prices/api/use-price-mutations';
import { DiscountDialog } from '@/features/staff-prices/components/discount-dialog';
import { DiscountUsesDialog } from '@/features/staff-prices/components/discount-uses-dialog';
import { useAuth } from '@/lib/auth/auth-context';

/** Columns a phone does without (the code, its discount, status and actions stay). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** "Jan 1, 2027 to Dec 31, 2027", "From Jan 1, 2027", "Any day". */
function windowText(d: TStaffDiscount) {
  const day = (v: string) => formatDay(v, 'MMM d, yyyy');
  if (d.valid_from && d.valid_until) return `${day(d.valid_from)} to ${day(d.valid_until)}`;
  if (d.valid_from) return `From ${day(d.valid_from)}`;
  if (d.valid_until) return `Until ${day(d.valid_until)}`;
  return 'Any day';
}

const usedText = (d: TStaffDiscount) => (d.usage_limit === null ? `${d.times_used} used` : `${d.times_used} of ${d.usage_limit} used`);

/** The venue's discount codes: admins create, edit and deactivate them; staff see them and who used them. */
export function DiscountsScreen() {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const list = useQuery(discountListQuery());
  const [editing, setEditing] = useState<TStaffDiscount | 'new' | null>(null);
  const [showingUses, setShowingUses] = useState<TStaffDiscount | null>(null);
  const deactivate = useDeactivateDiscount();
  const [confirm, confirmDialog] = useConfirm();
  const toast = useToast();
  const typeNames = new Map((list.data?.event_types ?? []).map((t) => [t.id, t.name]));
  const typesText = (d: TStaffDiscount) =>
    d.event_type_ids.length ? d.event_type_ids.map((id) => typeNames.get(id) ?? 'Unknown type').join(', ') : 'All events';

  const stop = async (d: TStaffDiscount) => {
    const ok = await confirm({
      title: 'Deactivate Discount Code?',
      message: `${d.code} stops working at once, also for visitors who already typed it. Bookings that used it keep their discount.`,
      confirmLabel: 'Deactivate',
      destructive: true,
    });
    if (!ok) return;
    deactivate.mutate(d.id, {
      onSuccess: (saved) => toast({ severity: 'success', title: 'Discount Code Deactivated', message: `${saved.code} can no longer be used.` }),
      onError: (error) => toast({ severity: 'error', title: 'Update Failed', message: error.message }),
    });
  };

  return (
    <>
      <PageHeading
        title="Discount Codes"
        subtitle={isAdmin ? 'Codes visitors type in the booking wizard.' : 'Codes visitors type in the booking wizard. Only an admin can change them.'}
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              New Discount Code
            </Button>
          )
        }
      />
      <QueryState query={list} loading="Loading discount codes..." error={loadError('the discount codes')}>
        {(data) =>
          data.discounts.length === 0 ? (
            <EmptyText>No discount codes yet.</EmptyText>
          ) : (
            <ScrollTable label="Discount codes" stickyActions>
              <TableHead>
                <TableRow>
                  <TableCell>Code</TableCell>
                  <TableCell>Discount</TableCell>
                  <TableCell sx={WIDE}>Valid</TableCell>
                  <TableCell sx={WIDE}>Events</TableCell>
                  <TableCell sx={WIDE}>Uses</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.discounts.map((d) => (
                  <TableRow key={d.id} hover>
                    <TableCell sx={{ minWidth: 140 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {d.code}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {d.name}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.value_text}</TableCell>
                    <TableCell sx={WIDE}>{windowText(d)}</TableCell>
                    <TableCell sx={WIDE}>{typesText(d)}</TableCell>
                    <TableCell sx={WIDE}>
                      {usedText(d)}
                      {d.per_client_limit !== null && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {d.per_client_limit === 1 ? 'Once per client' : `${d.per_client_limit} per client`}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <ToneChip size="small" label={d.is_active ? 'Active' : 'Inactive'} color={d.is_active ? 'success' : 'default'} variant="outlined" />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setShowingUses(d)} aria-label={`Uses of ${d.code}`}>
                        Uses
                      </Button>
                      {isAdmin && (
                        <Button size="small" onClick={() => setEditing(d)} aria-label={`Edit ${d.code}`}>
                          Edit
                        </Button>
                      )}
                      {isAdmin && d.is_active && (
                        <Button size="small" color="inherit" onClick={() => void stop(d)} disabled={deactivate.isPending} aria-label={`Deactivate ${d.code}`}>
                          Deactivate
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )
        }
      </QueryState>
      {isAdmin && <DiscountDialog discount={editing} eventTypes={list.data?.event_types ?? []} onClose={() => setEditing(null)} />}
      <DiscountUsesDialog discount={showingUses} onClose={() => setShowingUses(null)} />
      {confirmDialog}
    </>
  );
}
