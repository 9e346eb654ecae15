import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageHero } from '@/components/public-layout/page-hero';
import { bookingStatusQuery } from '@/features/venue-setup/api/venue-setup.queries';

/**
 * Whether the public booking is closed (a new install its admin has not set up yet). False until the answer is in:
 * /booking is prerendered as the wizard's first page, and the first render must match it.
 */
export function useBookingClosed(): boolean {
  const status = useQuery(bookingStatusQuery());
  return status.data?.booking_open === false;
}

/** What /booking shows instead of the wizard while the venue is being set up: never an error or an empty wizard. */
export function BookingClosedNotice() {
  return (
    <>
      <PageHero overline="Reserve your date" title="Book Your Event" />
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Paper variant="outlined" component="section" aria-labelledby="booking-closed-title" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <EventAvailable color="primary" aria-hidden sx={{ fontSize: 48 }} />
          </Box>
          <Typography id="booking-closed-title" variant="h4" component="h2" sx={{ mb: 2 }}>
            Online booking opens soon
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            We are getting our venue ready for online bookings. In the meantime, send us a message with your event and preferred date, and we will gladly help
            you reserve it.
          </Typography>
          <Button component={RouterLink} to="/contact" variant="contained" size="large" sx={{ borderRadius: 999, px: 4 }}>
            Contact Us
          </Button>
        </Paper>
      </Container>
    </>
  );
}
