import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOME_HERO_DEFAULTS } from '@venue/shared/site/home-content';
import { Link as RouterLink } from 'react-router';
import { useHomeContent } from '@/features/public-site/api/home.queries';

/** Landing section 6; "Create Account" only makes sense to a visitor who is signed out. */
export function CtaSection({ signedIn }: { signedIn: boolean }) {
  // The venue's closing words (Pages > Home Page), else plain ones that claim nothing.
  const closing = useHomeContent()?.closing || HOME_HERO_DEFAULTS.closing;
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ px: { xs: 2, md: 4 }, pb: { xs: 10, md: 14 } }}>
      <Box
        data-brand-band
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          position: 'relative',
          overflow: 'hidden',
          borderRadius: { xs: '24px', md: '36px' },
          py: { xs: 8, md: 11 },
          px: { xs: 3, md: 8 },
          textAlign: 'center',
          color: '#fff',
          background:
            'radial-gradient(ellipse at 15% 0%, rgba(227,197,102,0.45), transparent 50%), linear-gradient(135deg, #2E5E3E 0%, #1F4029 60%, #5C4426 130%)',
          boxShadow: '0 30px 60px rgba(30,42,34,0.18)',
        }}
      >
        <Typography id="cta-title" variant="h3" component="h2" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
          Ready to Create Memories?
        </Typography>
        <Typography sx={{ maxWidth: 600, mx: 'auto', mb: 5, fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          {closing}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to="/booking"
            size="large"
            variant="contained"
            color="secondary"
            sx={{ px: 4.5, py: 1.6, borderRadius: 999, fontSize: '1.05rem' }}
          >
            Book Your Event Now
          </Button>
          {!signedIn && (
            <Button
              component={RouterLink}
              to="/register"
              size="large"
              variant="outlined"
              color="inherit"
              sx={{
                px: 4.5,
                py: 1.6,
                borderRadius: 999,
                fontSize: '1.05rem',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              Create Account
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
