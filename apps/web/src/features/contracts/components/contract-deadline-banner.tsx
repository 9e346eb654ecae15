import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { inBannerWindow, contractDaysLeft, inDays } from '@venue/shared/dashboard/notices';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { dayAtNoon } from '@/features/contracts/contract-format';
import { formatVenueDate } from '@/lib/venue-date';
import { byCharacters } from '@venue/shared/common/compare';

/**
 * Spec section 9: a warning banner while a contract waiting for the client's signature has 1 to 7 days left.
 * On its last day the contract is already urgent (the error chip), so the banner does not repeat it.
 */
export function ContractDeadlineBanner({ pending, today }: { pending: readonly TContract[]; today: string }) {
  const soon = pending.filter((c) => c.can_client_sign && inBannerWindow(c.valid_until, today)).sort((a, b) => byCharacters(a.valid_until!, b.valid_until!));
  if (soon.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{soon.length === 1 ? 'A signing deadline is coming up' : `${soon.length} signing deadlines are coming up`}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {soon.map((c) => (
          <li key={c.id}>
            {c.template_name} for {c.event.title} must be signed {inDays(contractDaysLeft(c.valid_until, today)!)}, by{' '}
            {formatVenueDate(dayAtNoon(c.valid_until!), 'EEEE, MMMM d, yyyy')}.
          </li>
        ))}
      </ul>
    </Alert>
  );
}
