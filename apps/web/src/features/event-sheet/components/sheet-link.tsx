import Description from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ToneChip } from '@/components/feedback/tone-chip';
import { staffSheetQuery } from '@/features/event-sheet/api/event-sheet.queries';

/** On the staff event page: the way to the event sheet, and the mark of a change since it was printed. */
export function SheetLink({ eventId }: { eventId: number }) {
  const sheet = useQuery(staffSheetQuery(eventId));
  const data = sheet.data;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<Description />} component={RouterLink} to={`/staff/events/${eventId}/sheet`}>
        Event Sheet
      </Button>
      {data?.changed_since_printed && <ToneChip color="warning" variant="outlined" label="Changed since printed" />}
      {data && data.printed_version === null && <ToneChip variant="outlined" label="Not printed yet" />}
      {data && data.confirmed_version !== null && data.confirmed_version === data.version && <ToneChip color="success" label="Confirmed by the Client" />}
    </Stack>
  );
}
