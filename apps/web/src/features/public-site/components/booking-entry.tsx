import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHero } from '@/components/public-layout/page-hero';
import { eventTypesQuery } from '@/features/public-site/api/event-types.queries';
import { VENUE } from '@/features/public-site/content/site-content';

interface TProps {
  /** The day chosen on the calendar, already formatted ("Tuesday, December 1, 2026"). */
  selectedDateLabel?: string;
}

/**
 * Event-type selection at the start of /booking. The guided wizard comes later, so "Start Booking" says so
 * plainly and hands the visitor to the events team with the type and date already in the e-mail subject.
 */
export function BookingEntry({ selectedDateLabel }: TProps) {
  const types = useQuery(eventTypesQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const subject = encodeURIComponent(`Booking inquiry: ${chosen ?? 'event'}${selectedDateLabel ? ` on ${selectedDateLabel}` : ''}`);

  return (
    <>
      <PageHero overline="Reserve your date" title="Book Your Event">
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          Tell us what you are celebrating. Our events team will confirm your date, package and next steps.
        </Typography>
        {selectedDateLabel && (
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              mt: 3,
              px: 2.5,
              py: 1,
              borderRadius: 999,
              bgcolor: 'rgba(255,255,255,0.12)',
              border: '1px solid rgba(227,197,102,0.5)',
            }}
          >
            <CalendarMonthIcon aria-hidden sx={{ color: '#F0D57A' }} />
            <Typography component="p" sx={{ fontWeight: 600 }}>
              Selected date: {selectedDateLabel}
            </Typography>
          </Box>
        )}
      </PageHero>

      <Container maxWidth="lg" sx={{ py: { xs: 8, md: 11 } }}>
        <Alert severity="info" sx={{ mb: 5, borderRadius: '14px' }}>
          <AlertTitle>Online booking opens soon</AlertTitle>
          Choose an event type to send us your request; we confirm every reservation personally within one business day.
        </Alert>

        <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
          Choose your event type
        </Typography>

        {types.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, color: 'text.secondary' }}>
            <CircularProgress size={24} aria-hidden /> Loading event types...
          </Box>
        )}
        {types.isError && <Alert severity="error">{types.error.message}</Alert>}
        {types.data && (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
          >
            {types.data.map((type) => (
              <Box
                component="li"
                key={type.id}
                sx={{
                  p: 3.5,
                  display: 'flex',
                  flexDirection: 'column',
                  borderRadius: '20px',
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: chosen === type.name ? 'primary.main' : 'divider',
                  boxShadow: chosen === type.name ? '0 0 0 2px var(--venue-palette-primary-main)' : '0 10px 30px rgba(30,42,34,0.06)',
                }}
              >
                <Typography variant="h5" component="h3" sx={{ mb: 1, fontFamily: 'Georgia, serif', fontWeight: 600 }}>
                  {type.name}
                </Typography>
                <Typography color="text.secondary" sx={{ flex: 1, mb: 3, lineHeight: 1.7 }}>
                  {type.description}
                </Typography>
                <Button
                  variant={chosen === type.name ? 'contained' : 'outlined'}
                  onClick={() => setChosen(type.name)}
                  aria-label={`Start Booking: ${type.name}`}
                  sx={{ alignSelf: 'flex-start', borderRadius: 999, px: 3 }}
                >
                  Start Booking
                </Button>
              </Box>
            ))}
          </Box>
        )}

        {chosen && (
          <Box role="status" sx={{ mt: 5, p: { xs: 3, md: 5 }, borderRadius: '24px', color: '#fff', background: 'linear-gradient(135deg, #2E5E3E, #1F4029)' }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {chosen}
              {selectedDateLabel ? ` on ${selectedDateLabel}` : ''}
            </Typography>
            <Typography sx={{ mb: 3, color: 'rgba(255,255,255,0.9)', lineHeight: 1.7 }}>
              Online booking is not open yet. Send us your request and our coordinator will hold the date while we prepare your quote.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <Button
                href={`mailto:${VENUE.email}?subject=${subject}`}
                variant="contained"
                color="secondary"
                startIcon={<EmailIcon />}
                sx={{ borderRadius: 999, px: 3 }}
              >
                Email {VENUE.email}
              </Button>
              <Button href={VENUE.phone.href} variant="outlined" color="inherit" startIcon={<PhoneIcon />} sx={{ borderRadius: 999, px: 3 }}>
                Call {VENUE.phone.display}
              </Button>
            </Box>
          </Box>
        )}

        <Typography sx={{ mt: 6, color: 'text.secondary' }}>
          Still deciding on a date?{' '}
          <Box component={RouterLink} to="/#availability" sx={{ color: 'primary.main', fontWeight: 600 }}>
            Check the availability calendar
          </Box>
          .
        </Typography>
      </Container>
    </>
  );
}
