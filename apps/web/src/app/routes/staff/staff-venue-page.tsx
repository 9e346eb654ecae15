import Box from '@mui/material/Box';
import { ReportAccessCard } from '@/features/staff-reports/components/report-access-card';
import { VenueDetailsScreen } from '@/features/staff-venue/components/venue-details-screen';
import { useAuth } from '@/lib/auth/auth-context';

/** /staff/venue: the venue's name, contact, logo, brand colour and what documents print. */
export function Component() {
  const { user } = useAuth();
  return (
    <>
      <VenueDetailsScreen />
      {/* Admins also say here which reports staff may read (issue 41). */}
      {user?.role === 'admin' && (
        <Box sx={{ mt: 3 }}>
          <ReportAccessCard />
        </Box>
      )}
    </>
  );
}
