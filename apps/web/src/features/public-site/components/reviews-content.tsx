import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QueryState, loadError } from '@/components/feedback/query-state';
import { PageHero } from '@/components/public-layout/page-hero';
import { reviewsQuery } from '@/features/public-site/api/site-pages.queries';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';

/** /reviews: feedback clients allowed to be shared and the venue chose to show. */
export function ReviewsContent() {
  // The venue as its admin saved it (Venue Details), not the demo's constants.
  const venue = useSiteVenue();
  const query = useQuery(reviewsQuery());
  return (
    <>
      <PageHero overline={venue.name} title="Reviews">
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          What couples, companies and parishes say after celebrating with us.
        </Typography>
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <QueryState query={query} loading="Loading reviews..." error={loadError('reviews')}>
          {(reviews) =>
            reviews.length ? (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
                {reviews.map((r) => (
                  <Paper component="li" key={r.id} variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: '16px' }}>
                    <Rating value={r.rating} readOnly aria-label={`${r.rating} out of 5 stars`} />
                    <Typography component="blockquote" sx={{ m: 0, my: 1.5, fontSize: '1.1rem', lineHeight: 1.8, fontFamily: 'Georgia, serif' }}>
                      “{r.text}”
                    </Typography>
                    <Typography color="text.secondary">
                      {r.first_name} · {r.event_type} · {r.month}
                    </Typography>
                  </Paper>
                ))}
              </Box>
            ) : (
              <Typography sx={{ lineHeight: 1.8 }}>Reviews from our recent events will appear here soon.</Typography>
            )
          }
        </QueryState>
      </Container>
    </>
  );
}
