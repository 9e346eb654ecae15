import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHero } from '@/components/public-layout/page-hero';
import { VENUE } from '@/features/public-site/content/site-content';

/** /booking/complete?session_id=...: the payment step (document 3) returns here; a placeholder until then. */
export function Component() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <>
      <PageHero overline="Booking" title={sessionId ? 'Thank You!' : 'Booking Confirmation'} />
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        {sessionId ? (
          <>
            <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main', mb: 2 }} />
            <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
              Your booking request was received
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1, lineHeight: 1.8 }}>
              Our coordinator will confirm the details by e-mail within one business day.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              Reference:{' '}
              <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, color: 'text.primary', wordBreak: 'break-all' }}>
                {sessionId}
              </Box>
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.8 }}>
            We could not find a booking session in this link. If you completed a booking, check your e-mail or contact us at{' '}
            <a href={`mailto:${VENUE.email}`}>{VENUE.email}</a>.
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/dashboard" variant="contained" size="large" sx={{ borderRadius: 999, px: 4 }}>
            Go to Dashboard
          </Button>
          <Button component={RouterLink} to="/" variant="outlined" size="large" sx={{ borderRadius: 999, px: 4 }}>
            Back to Home
          </Button>
        </Stack>
      </Container>
    </>
  );
}
