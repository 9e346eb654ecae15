import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { bookingWindowText } from '@venue/shared/events/day-availability';
import { SectionContainer } from '@/features/public-site/components/section-container';
import { bookingWindowQuery } from '@/lib/booking-window';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/features/public-site/components/section-heading';

/** Landing section 4's frame; the calendar itself comes from the availability feature. The window is the venue's. */
export function AvailabilitySection({ children }: { children: ReactNode }) {
  const bookingWindow = useQuery(bookingWindowQuery()).data;
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
          Choose a date to see whether it is open.{bookingWindow ? ` ${bookingWindowText(bookingWindow)}` : ''}
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
