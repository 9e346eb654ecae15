import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHero } from '@/components/public-layout/page-hero';
import { SavedList } from '@/features/favorites/components/saved-list';

/**
 * /saved: the favourites this browser keeps. A public page because visitors save too (no account needed); the
 * portal's profile links here for clients.
 */
export function Component() {
  return (
    <>
      <PageHero overline="Your shortlist" title="Saved Favourites">
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          The facilities and event types you marked with a heart, kept in this browser.
        </Typography>
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
        <SavedList />
      </Container>
    </>
  );
}
