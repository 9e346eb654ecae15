import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SectionContainer } from '@/features/public-site/components/section-container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { HillsArt } from '@/components/public-layout/hills-art';
import { HOME_HERO_DEFAULTS } from '@venue/shared/site/home-content';
import { useHomeContent } from '@/features/public-site/api/home.queries';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';

/** Landing section 1: "Book Your Event", with the portal entry that fits the visitor's sign-in state. */
export function HeroSection({ signedIn, firstName, returning = true }: { signedIn: boolean; firstName?: string; returning?: boolean }) {
  // The venue as its admin saved it (Venue Details), not the demo's constants.
  const venue = useSiteVenue();
  // The venue's own words (Pages > Home Page); what it left empty falls back to its name and plain words.
  const hero = useHomeContent()?.hero;
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      data-brand-band
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { xs: '92vh', md: '100vh' },
        display: 'flex',
        alignItems: 'center',
        color: '#fff',
        background: [
          'radial-gradient(ellipse at 78% 18%, rgba(227,197,102,0.35), transparent 42%)',
          'radial-gradient(ellipse at 10% 90%, rgba(139,94,60,0.45), transparent 50%)',
          'linear-gradient(155deg, #16301F 0%, #2E5E3E 48%, #3F5A34 78%, #6B5A33 100%)',
        ].join(', '),
      }}
    >
      {/* A soft sun over the hills: pure CSS, so nothing is fetched from outside. */}
      <Box
        aria-hidden
        data-brand-art
        sx={{
          position: 'absolute',
          top: '14%',
          right: { xs: '-20%', md: '12%' },
          width: { xs: 260, md: 380 },
          height: { xs: 260, md: 380 },
          borderRadius: '50%',
          background: 'radial-gradient(circle, rgba(255,236,170,0.55) 0%, rgba(227,197,102,0.18) 45%, transparent 70%)',
        }}
      />
      <HillsArt />
      <SectionContainer maxWidth="lg">
        <Stack spacing={3.5} sx={{ maxWidth: 720, pt: { xs: 14, md: 16 }, pb: { xs: 12, md: 14 } }}>
          <Typography
            sx={{ color: '#F0D57A', letterSpacing: { xs: 2, md: 3.5 }, fontWeight: 700, fontSize: { xs: '0.72rem', md: '0.8rem' }, textTransform: 'uppercase' }}
          >
            {hero?.overline || [venue.name, venue.location].filter(Boolean).join(' · ')}
          </Typography>
          {signedIn && firstName && (
            <Typography sx={{ fontFamily: 'Georgia, serif', fontStyle: 'italic', fontSize: { xs: '1.3rem', md: '1.6rem' }, color: '#F6E7B4' }}>
              {returning ? 'Welcome back' : 'Welcome'}, {firstName}!
            </Typography>
          )}
          <Typography
            id="hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '3rem', sm: '3.8rem', md: '5rem' }, lineHeight: 1.05, letterSpacing: -0.5, textShadow: '0 2px 30px rgba(0,0,0,0.25)' }}
          >
            {hero?.title || HOME_HERO_DEFAULTS.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.08rem', md: '1.3rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)', maxWidth: 600 }}>
            {signedIn ? HOME_HERO_DEFAULTS.signedInSubtitle : hero?.subtitle || HOME_HERO_DEFAULTS.subtitle}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            <Button
              component={RouterLink}
              to="/booking"
              size="large"
              variant="contained"
              color="secondary"
              endIcon={<ArrowForwardIcon />}
              sx={{ px: 4, py: 1.6, borderRadius: 999, fontSize: '1.05rem', boxShadow: '0 10px 30px rgba(201,162,39,0.35)' }}
            >
              {signedIn ? 'Book Your Event' : 'Book Now'}
            </Button>
            <Button
              component={RouterLink}
              to={signedIn ? '/dashboard' : '/login'}
              size="large"
              variant="outlined"
              color="inherit"
              sx={{
                px: 4,
                py: 1.6,
                borderRadius: 999,
                fontSize: '1.05rem',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              {signedIn ? 'Go to Dashboard' : 'Client Portal'}
            </Button>
          </Stack>
        </Stack>
      </SectionContainer>
    </Box>
  );
}
