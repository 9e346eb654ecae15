import Box from '@mui/material/Box';
import { SectionContainer } from '@/features/public-site/components/section-container';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/features/public-site/components/section-heading';

/** Landing section 4's frame; the calendar itself comes from the availability feature. */
export function AvailabilitySection({ children }: { children: ReactNode }) {
  return (
    <Box
      component="section"
      id="availability"
      aria-labelledby="availability-title"
      sx={(theme) => ({
        py: { xs: 10, md: 14 },
        background: 'linear-gradient(180deg, #EFE7D6 0%, #F6F1E7 100%)',
        ...theme.applyStyles('dark', { background: 'linear-gradient(180deg, #16201A 0%, #111813 100%)' }),
      })}
    >
      <SectionContainer maxWidth="md">
        <SectionHeading id="availability-title" overline="Plan ahead" title="Check Availability">
          Choose a date to see whether it is open. Bookings open 7 days to a year in advance.
        </SectionHeading>
        <Box
          sx={{
            p: { xs: 2, sm: 4, md: 5 },
            borderRadius: '24px',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 24px 60px rgba(30,42,34,0.10)',
          }}
        >
          {children}
        </Box>
      </SectionContainer>
    </Box>
  );
}
