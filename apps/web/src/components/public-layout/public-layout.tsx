import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { TFooterContent } from '@/components/public-layout/public-footer';
import { PublicHeader } from '@/components/public-layout/public-header';
import type { TPublicNavLink } from '@/components/public-layout/public-nav';
import { WhenNearViewport } from '@/components/public-layout/when-near-viewport';
import { HydrateSeparately } from '@/components/layout/hydrate-separately';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

// The footer sits below every page's fold; its code and icons load as the visitor scrolls towards it, which
// keeps the landing page's first load inside its JavaScript budget.
const PublicFooter = lazy(async () => ({ default: (await import('@/components/public-layout/public-footer')).PublicFooter }));
const FOOTER_HEIGHT = { xs: 900, md: 440 };

interface TProps {
  links: TPublicNavLink[];
  footer: TFooterContent;
  signedIn: boolean;
  /** Paths whose page opens with a full-bleed dark hero, under a transparent header. */
  heroPaths: readonly string[];
}

/** Header, main landmark and footer around every public page; the words come from the caller. */
export function PublicLayout({ links, footer, signedIn, heroPaths }: TProps) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/* Header and page hydrate (and commit) in passes of their own: one commit of both is a long task on a phone. */}
      <HydrateSeparately>
        <PublicHeader links={links} brand={footer.venue} signedIn={signedIn} transparentAtTop={heroPaths.includes(pathname)} />
      </HydrateSeparately>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrateSeparately>
          <Outlet />
        </HydrateSeparately>
      </Box>
      <WhenNearViewport minHeight={FOOTER_HEIGHT}>
        <Suspense fallback={<Box sx={{ minHeight: FOOTER_HEIGHT, bgcolor: '#14241A' }} />}>
          <PublicFooter {...footer} />
        </Suspense>
      </WhenNearViewport>
    </Box>
  );
}
