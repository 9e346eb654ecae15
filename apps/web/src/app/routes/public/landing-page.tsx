import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { HydrateSeparately } from '@/components/layout/hydrate-separately';
import { WhenNearViewport } from '@/components/public-layout/when-near-viewport';
import { AvailabilitySection } from '@/features/public-site/components/availability-section';
import { CtaSection } from '@/features/public-site/components/cta-section';
import { FacilitiesSection } from '@/features/public-site/components/facilities-section';
import { HeroSection } from '@/features/public-site/components/hero-section';
import { ServicesSection } from '@/features/public-site/components/services-section';
import { TrustSection } from '@/features/public-site/components/trust-section';
import { useAuth } from '@/lib/auth/auth-context';

// The calendar (with its data hooks) loads as the visitor scrolls towards it: the first paint of / stays light.
const AvailabilityCalendar = lazy(async () => ({
  default: (await import('@/features/availability/components/availability-calendar')).AvailabilityCalendar,
}));
const CALENDAR_HEIGHT = { xs: 470, sm: 640 };

/** / and /about: the six sections of spec section 2, in order. Keep zod out of this chunk (see availability.queries). */
export function Component() {
  const { status, user, isNewAccount } = useAuth();
  const signedIn = status !== 'anonymous';
  return (
    <>
      <HeroSection signedIn={signedIn} firstName={user?.first_name || undefined} returning={!isNewAccount} />
      <HydrateSeparately>
        <FacilitiesSection />
      </HydrateSeparately>
      <HydrateSeparately>
        <TrustSection />
      </HydrateSeparately>
      <AvailabilitySection>
        <WhenNearViewport minHeight={CALENDAR_HEIGHT}>
          <Suspense
            fallback={
              <Typography role="status" sx={{ minHeight: CALENDAR_HEIGHT, color: 'text.secondary' }}>
                Loading availability...
              </Typography>
            }
          >
            <AvailabilityCalendar />
          </Suspense>
        </WhenNearViewport>
      </AvailabilitySection>
      <HydrateSeparately>
        <ServicesSection />
      </HydrateSeparately>
      <HydrateSeparately>
        <CtaSection signedIn={signedIn} />
      </HydrateSeparately>
    </>
  );
}
