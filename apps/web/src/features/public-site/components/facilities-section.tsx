import Box from '@mui/material/Box';
import { SectionContainer } from '@/features/public-site/components/section-container';
import { FacilitiesGrid } from '@/features/public-site/components/facilities-grid';
import { SectionHeading } from '@/features/public-site/components/section-heading';

/** Landing section 2. */
export function FacilitiesSection() {
  return (
    <Box component="section" aria-labelledby="facilities-title" sx={{ py: { xs: 10, md: 14 } }}>
      <SectionContainer maxWidth="lg">
        <SectionHeading id="facilities-title" overline="The Grounds" title="Facilities and Amenities">
          Twelve hectares of gardens and fields in the foothills of the Sierra Madre, with a space for every kind of gathering.
        </SectionHeading>
        <FacilitiesGrid />
      </SectionContainer>
    </Box>
  );
}
