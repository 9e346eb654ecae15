import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { longDay, venueDay } from '@venue/shared/dates';
import { isVersioned, PAGE_TITLES, type TPageSlug } from '@venue/shared/site/pages.schema';
import { Link as RouterLink } from 'react-router';
import { QueryState, loadError } from '@/components/feedback/query-state';
import { PageHero } from '@/components/public-layout/page-hero';
import { sitePageQuery } from '@/features/public-site/api/site-pages.queries';
import { MarkdownBody } from '@/components/content/markdown-body';
import { PAGE_HEADS } from '@/features/public-site/content/page-heads';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';

/** A page the venue's admins write (the site_pages table): its hero, its words, and the way to book. */
export function SitePageContent({ slug, path }: { slug: TPageSlug; path: string }) {
  // The venue as its admin saved it (Venue Details), not the demo's constants.
  const venue = useSiteVenue();
  const query = useQuery(sitePageQuery(slug));
  // Until the page arrives the hero carries the words the site always had for it, so nothing jumps.
  const fallback = PAGE_HEADS[path] ?? { title: PAGE_TITLES[slug], description: '' };
  const page = query.data;
  return (
    <>
      <PageHero overline={venue.name} title={page?.title ?? fallback.title}>
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          {/* Once the page has answered, its own summary (or none): never the demo's words for the venue's page. */}
          {query.isPending ? fallback.description : (page?.summary ?? '')}
        </Typography>
      </PageHero>
      <Container maxWidth="md" component="article" sx={{ py: { xs: 6, md: 10 } }}>
        <QueryState query={query} loading="Loading the page..." error={loadError('this page')}>
          {(data) =>
            data ? (
              <>
                {isVersioned(data.slug) && (
                  <Typography color="text.secondary" sx={{ mb: 3 }}>
                    Version of {longDay(venueDay(new Date(data.published_at)))}
                  </Typography>
                )}
                <MarkdownBody source={data.body} />
              </>
            ) : (
              <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
                <Typography sx={{ lineHeight: 1.8 }}>
                  This page has not been published yet. For anything you need, call us at <a href={venue.phone.href}>{venue.phone.display}</a> or write to{' '}
                  <a href={`mailto:${venue.email}`}>{venue.email}</a>.
                </Typography>
              </Paper>
            )
          }
        </QueryState>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 6 }}>
          <Button component={RouterLink} to="/booking" variant="contained" size="large" endIcon={<ArrowForwardIcon />} sx={{ borderRadius: 999, px: 4 }}>
            Book Your Event
          </Button>
          <Button component={RouterLink} to="/contact" variant="outlined" size="large" sx={{ borderRadius: 999, px: 4 }}>
            Contact Us
          </Button>
        </Stack>
      </Container>
    </>
  );
}
