import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHero } from '@/components/public-layout/page-hero';
import { PLACEHOLDER_PAGES } from '@/features/public-site/content/placeholder-pages';
import { VENUE } from '@/features/public-site/content/site-content';

/** One generic "coming soon" page for every path in the content table (spec section 2). */
export function PlaceholderContent({ path }: { path: string }) {
  const page = PLACEHOLDER_PAGES[path] ?? { title: 'Coming Soon', description: `More about ${VENUE.name} is on its way.` };
  return (
    <>
      <PageHero overline={VENUE.name} title={page.title}>
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>{page.description}</Typography>
      </PageHero>
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Box
          sx={{
            display: 'inline-block',
            px: 2.5,
            py: 0.75,
            mb: 3,
            borderRadius: 999,
            border: '1px solid',
            borderColor: 'secondary.main',
            fontWeight: 700,
            letterSpacing: 2,
            textTransform: 'uppercase',
            fontSize: '0.8rem',
            color: 'text.primary',
          }}
        >
          Coming soon
        </Box>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          We are preparing this page
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.8, mb: 4 }}>
          In the meantime, check a date on our calendar or reach our events team at{' '}
          <Box component="a" href={`mailto:${VENUE.email}`} sx={{ color: 'primary.main', fontWeight: 600 }}>
            {VENUE.email}
          </Box>{' '}
          or{' '}
          <Box component="a" href={VENUE.phone.href} sx={{ color: 'primary.main', fontWeight: 600, whiteSpace: 'nowrap' }}>
            {VENUE.phone.display}
          </Box>
          .
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/booking" variant="contained" size="large" endIcon={<ArrowForwardIcon />} sx={{ borderRadius: 999, px: 4 }}>
            Book Your Event
          </Button>
          <Button component={RouterLink} to="/" variant="outlined" size="large" sx={{ borderRadius: 999, px: 4 }}>
            Back to Home
          </Button>
        </Stack>
      </Container>
    </>
  );
}
