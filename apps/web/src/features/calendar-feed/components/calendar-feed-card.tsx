import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { calendarFeedQuery } from '@/features/calendar-feed/api/calendar-feed.queries';
import { useMakeCalendarFeed, useTurnOffCalendarFeed } from '@/features/calendar-feed/api/use-calendar-feed-mutations';
import { serverDetail } from '@/lib/server-detail';
import { formatVenueDate } from '@/lib/venue-date';

const INTRO = {
  venue: "Subscribe to the venue's events, holds and blocks in Google Calendar, Outlook or Apple Calendar.",
  own: 'Subscribe to your events in Google Calendar, Outlook or Apple Calendar.',
} as const;

/**
 * The person's private calendar feed (issue 40): staff and admins subscribe to the venue's calendar, a client to
 * their own events. The server keeps only a hash of the link, so its address is shown once, when it is made or
 * reset; after that the card says there is one and offers a new one.
 */
export function CalendarFeedCard({ audience }: { audience: keyof typeof INTRO }) {
  const feed = useQuery(calendarFeedQuery());
  const make = useMakeCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [url, setUrl] = useState<string | null>(null);
  const busy = make.isPending || turnOff.isPending;

  const create = async (reset: boolean) => {
    if (
      reset &&
      !(await confirm({
        title: 'Reset Calendar Link?',
        message: 'The old link stops working at once, and calendars subscribed to it stop updating. You will get a new link to subscribe with.',
        confirmLabel: 'Reset Link',
        cancelLabel: 'Cancel',
        destructive: true,
      }))
    )
      return;
    try {
      setUrl((await make.mutateAsync()).url);
      toast({ severity: 'success', message: reset ? 'Your new calendar link is ready. The old one no longer works.' : 'Your calendar link is ready.' });
    } catch (error) {
      toast({ severity: 'error', message: serverDetail(error) ?? 'The calendar link could not be made. Please try again.' });
    }
  };

  const stop = async () => {
    const sure = await confirm({
      title: 'Turn Off Calendar Link?',
      message: 'The link stops working, and calendars subscribed to it stop updating. You can create a new link later.',
      confirmLabel: 'Turn Off',
      cancelLabel: 'Cancel',
      destructive: true,
    });
    if (!sure) return;
    try {
      await turnOff.mutateAsync();
      setUrl(null);
      toast({ severity: 'success', message: 'Your calendar link is turned off.' });
    } catch (error) {
      toast({ severity: 'error', message: serverDetail(error) ?? 'The calendar link could not be turned off. Please try again.' });
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ severity: 'success', message: 'Calendar link copied.' });
    } catch {
      toast({ severity: 'warning', message: 'Copy the link by selecting it.' });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="calendar-feed-title" sx={{ p: 3 }}>
      <Typography id="calendar-feed-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Calendar Feed
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {INTRO[audience]}
      </Typography>
      <QueryState query={feed} loading="Loading calendar feed..." error={loadError('your calendar feed')}>
        {(state) => (
          <Stack spacing={2}>
            {url ? (
              <>
                <TextField
                  label="Calendar link"
                  value={url}
                  slotProps={{ input: { readOnly: true } }}
                  onFocus={(e) => e.target.select()}
                  fullWidth
                  size="small"
                />
                <Typography variant="body2" color="text.secondary">
                  Add this link as a calendar subscription (&quot;From URL&quot; in Google Calendar, &quot;Subscribe to calendar&quot; in Outlook, &quot;New
                  Calendar Subscription&quot; in Apple Calendar). Keep it private: anyone with the link can see these events. It is shown only now.
                </Typography>
              </>
            ) : (
              state.active && (
                <Alert severity="info">
                  You made a calendar link{state.created_at ? ` on ${formatVenueDate(state.created_at)}` : ''}. For your privacy its address is not shown again:
                  reset it to get a new one.
                </Alert>
              )
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {url && (
                <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()}>
                  Copy
                </Button>
              )}
              {state.active ? (
                <>
                  <Button variant="outlined" onClick={() => void create(true)} disabled={busy}>
                    Reset Link
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => void stop()} disabled={busy}>
                    Turn Off
                  </Button>
                </>
              ) : (
                <Button variant="contained" startIcon={<EventAvailable />} onClick={() => void create(false)} disabled={busy}>
                  {make.isPending ? 'Creating Link...' : 'Create Calendar Link'}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </QueryState>
      {confirmDialog}
    </Paper>
  );
}
