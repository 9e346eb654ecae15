import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { publicFacilitiesQuery } from '@/features/public-site/api/facilities.queries';
import { useHomeContent } from '@/features/public-site/api/home.queries';
import { SectionContainer } from '@/features/public-site/components/section-container';
import { FacilitiesGrid } from '@/features/public-site/components/facilities-grid';
import { SectionHeading } from '@/features/public-site/components/section-heading';

/** Landing section 2: the venue's facilities, once it has any, under its own words about the grounds. */
export function FacilitiesSection() {
  const intro = useHomeContent()?.grounds_intro;
  const live = useQuery(publicFacilitiesQuery());
  // The server renders the page with the list; a venue with no spaces yet shows no section.
  if (!live.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="facilities-title" sx={{ py: { xs: 10, md: 14 } }}>
      <SectionContainer maxWidth="lg">
        <SectionHeading id="facilities-title" overline="The Grounds" title="Facilities and Amenities">
          {intro}
        </SectionHeading>
        <FacilitiesGrid />
      </SectionContainer>
    </Box>
  );
}
