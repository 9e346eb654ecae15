import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatBookingWhen } from '@/features/booking/schedule-times';
import { dataOfType, useWizard } from '@/features/booking/wizard-context';

/** The review sections: when, where and who, from the steps already saved. */
export function BookingReview() {
  const { session, flow } = useWizard();
  const schedule = dataOfType(session, flow, 'date_time');
  const contact = dataOfType(session, flow, 'contact_info');
  const day = typeof schedule.start_date === 'string' ? schedule.start_date : '';
  const time = typeof schedule.start_time === 'string' ? schedule.start_time : '';
  const hours = typeof schedule.duration === 'number' ? schedule.duration : 0;
  // In words on the venue's clock, like every other date of the app (never the stored "YYYY-MM-DD").
  const when = formatBookingWhen(day, time, hours);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Your booking
      </Typography>
      <Typography variant="body2">Event: {session.event_type_name}</Typography>
      {when && <Typography variant="body2">When: {when}</Typography>}
      {session.hold && <Typography variant="body2">Where: {session.hold.facility_name}</Typography>}
      {typeof contact.full_name === 'string' && contact.full_name && (
        <Typography variant="body2">
          Contact: {contact.full_name}
          {typeof contact.email === 'string' && contact.email ? ` (${contact.email})` : ''}
        </Typography>
      )}
    </Paper>
  );
}
