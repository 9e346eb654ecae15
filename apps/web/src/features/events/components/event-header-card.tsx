import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Share from '@mui/icons-material/Share';
import Tune from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { countdownChip } from '@venue/shared/dashboard/event-status';
import type { TClientEventDetail } from '@venue/shared/events/event.schema';
import { useToast } from '@/components/feedback/toast-context';
import { ToneChip } from '@/components/feedback/tone-chip';
import { EventStatusChip, PaymentStatusChip } from '@/features/events/components/event-status-chip';
import { formatDateRange, formatPhp } from '@/features/events/event-format';
import { titleCase } from '@/lib/title-case';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </div>
  );
}

export function EventHeaderCard({ event, onPreferences }: { event: TClientEventDetail; onPreferences: () => void }) {
  const toast = useToast();
  const countdown = countdownChip(event.days_until_event);

  // The spec shows the button without behaviour; copying the page's address is the least surprising one.
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ severity: 'success', title: 'Link Copied', message: 'The event link is on your clipboard.' });
    } catch {
      toast({ severity: 'error', title: 'Copy Failed', message: 'Could not copy the link. Please copy it from the address bar.' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderTop: 6, borderTopColor: 'primary.main' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography variant="overline" color="text.secondary">
            {event.event_type_name}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}>
            {event.name}
          </Typography>
          <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 1 }}>
            <EventStatusChip status={event.status} size="medium" />
            <PaymentStatusChip status={event.payment_status} size="medium" />
            {event.contract_status && <Chip variant="outlined" label={`Contract: ${titleCase(event.contract_status)}`} />}
            <ToneChip variant="outlined" color={countdown.color} label={countdown.label} />
          </Stack>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="outlined" startIcon={<Tune />} onClick={onPreferences}>
            Preferences
          </Button>
          <Tooltip title="Share event">
            <IconButton aria-label="Share event" onClick={() => void share()}>
              <Share />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={{ xs: 1.5, sm: 4 }} sx={{ mt: 2.5, flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CalendarMonth color="primary" aria-hidden />
          <Fact label="Date" value={formatDateRange(event.start_date, event.end_date)} />
        </Stack>
        {event.current_stage_name && <Fact label="Current stage" value={event.current_stage_name} />}
        <Fact label="Total price" value={formatPhp(event.total_price)} />
        {event.guest_count !== null && <Fact label="Guests" value={String(event.guest_count)} />}
      </Stack>
    </Paper>
  );
}
