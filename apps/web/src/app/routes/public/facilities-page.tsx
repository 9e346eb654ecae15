import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHero } from '@/components/public-layout/page-hero';
import { ContactSection } from '@/features/public-site/components/contact-section';
import { FacilitiesGrid } from '@/features/public-site/components/facilities-grid';
import { SectionHeading } from '@/features/public-site/components/section-heading';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';

export function Component() {
  // The venue as its admin saved it (Venue Details), not the demo's constants; the words name no space (Spaces does).
  const venue = useSiteVenue();
  return (
    <>
      <PageHero overline={`${venue.name} · ${venue.location}`} title="Our Facilities">
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          The spaces you can book for your event, each with the number of guests it holds.
        </Typography>
      </PageHero>
      <Box component="section" aria-labelledby="facilities-title" sx={{ py: { xs: 10, md: 12 } }}>
        <Container maxWidth="lg">
          <SectionHeading id="facilities-title" overline="Spaces for every gathering" title="Facilities and Amenities">
            Choose one space or combine several when you book; our coordinator helps you plan the day around them.
          </SectionHeading>
          <FacilitiesGrid />
        </Container>
      </Box>
      <Box sx={(theme) => ({ bgcolor: '#EFE7D6', ...theme.applyStyles('dark', { bgcolor: '#16201A' }) })}>
        <ContactSection />
      </Box>
    </>
  );
}
