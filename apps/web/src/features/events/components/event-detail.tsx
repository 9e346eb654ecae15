import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { EVENT_NOT_FOUND, type TClientEventDetail } from '@venue/shared/events/event.schema';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { eventDetailQuery } from '@/features/events/api/events.queries';
import { EventHeaderCard } from '@/features/events/components/event-header-card';
import { EventSummaryTiles } from '@/features/events/components/event-summary-tiles';
import { EventTabs, type TEventTab } from '@/features/events/components/event-tabs';
import { PreferencesDialog } from '@/features/events/components/preferences-dialog';
import { isApiError } from '@/lib/api-error';

const LOAD_FAILED = 'Unable to load event details.';

interface TProps {
  eventId: number;
  initialTab: number;
  extraTabs?: TEventTab[];
  /** Sections other features add below the tabs (the cart's "Add extras"), given the loaded event. */
  extraSections?: (event: TClientEventDetail) => ReactNode;
}

export function EventDetail({ eventId, initialTab, extraTabs, extraSections }: TProps) {
  const event = useQuery({ ...eventDetailQuery(eventId), enabled: Number.isInteger(eventId) && eventId > 0 });
  const [editingPreferences, setEditingPreferences] = useState(false);
  const notFound = !Number.isInteger(eventId) || eventId <= 0 || (isApiError(event.error) && event.error.status === 404);

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/events" startIcon={<ArrowBack />} color="inherit">
          Back to events
        </Button>
        <Breadcrumbs aria-label="Breadcrumb">
          <Link component={RouterLink} to="/events" underline="hover" color="inherit">
            Events
          </Link>
          <Typography color="text.primary" aria-current="page">
            {event.data?.name ?? 'Event'}
          </Typography>
        </Breadcrumbs>
      </Stack>
      {notFound ? (
        // The spec names this way back 'Back to Events' where the event is missing, 'Back to events' in the header.
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/events" color="inherit" size="small">
              Back to Events
            </Button>
          }
        >
          {EVENT_NOT_FOUND}
        </Alert>
      ) : event.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void event.refetch()}>
              Try Again
            </Button>
          }
        >
          {LOAD_FAILED}
        </Alert>
      ) : event.isPending ? (
        <Stack spacing={2} role="status" aria-label="Loading event">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <>
          <EventHeaderCard event={event.data} onPreferences={() => setEditingPreferences(true)} />
          <EventSummaryTiles event={event.data} />
          <EventTabs event={event.data} initialTab={initialTab} extraTabs={extraTabs} />
          {extraSections?.(event.data)}
          <PreferencesDialog eventId={eventId} preferences={event.data.preferences} open={editingPreferences} onClose={() => setEditingPreferences(false)} />
        </>
      )}
    </Stack>
  );
}
