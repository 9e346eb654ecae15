import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PUBLIC_HEADER_HEIGHT } from '@/components/public-layout/public-header-height';
import { BrandMark } from '@/components/public-layout/brand-mark';
import type { TPublicNavLink } from '@/components/public-layout/public-nav';
import { SavedLink } from '@/components/public-layout/saved-link';

// The drawer (and the Modal machinery under it) only matters after a tap on the menu button on small screens.
const PublicDrawer = lazy(() => import('@/components/public-layout/public-drawer'));

export const HEADER_SCROLL_THRESHOLD = 50;
const DRAWER_ID = 'public-navigation-drawer';

interface TProps {
  links: TPublicNavLink[];
  brand: { name: string; tagline: string; logoUrl?: string | null };
  signedIn: boolean;
  /** Pages whose first section is a dark full-bleed hero let the bar float transparently over it. */
  transparentAtTop: boolean;
}

/** The fixed public top bar of spec section 2: links, account entry and "Book Now"; a drawer below md. */
export function PublicHeader({ links, brand, signedIn, transparentAtTop }: TProps) {
  const { pathname } = useLocation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SCROLL_THRESHOLD });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const transparent = transparentAtTop && !scrolled && !drawerOpen;
  const booking = pathname.startsWith('/booking');

  return (
    <Box
      component="header"
      data-transparent={transparent}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: theme.zIndex.appBar,
        transition: theme.transitions.create(['background-color', 'box-shadow', 'color']),
        ...(transparent
          ? { bgcolor: 'transparent', color: '#fff', boxShadow: 'none' }
          : {
              bgcolor: 'rgba(255, 253, 248, 0.97)',
              color: '#1E2A22',
              backdropFilter: 'blur(8px)',
              boxShadow: '0 1px 0 rgba(46, 94, 62, 0.12), 0 6px 24px rgba(30, 42, 34, 0.06)',
              ...theme.applyStyles('dark', { bgcolor: 'rgba(20, 30, 23, 0.97)', color: '#F3EFE4', boxShadow: '0 1px 0 rgba(255,255,255,0.08)' }),
            }),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 2 }, minHeight: PUBLIC_HEADER_HEIGHT, px: { xs: 2, sm: 3, lg: 5 } }}>
        <Box component={RouterLink} to="/" aria-label={`${brand.name} home`} sx={{ color: 'inherit', textDecoration: 'none', mr: 'auto', borderRadius: 1 }}>
          <BrandMark name={brand.name} tagline={brand.tagline} logoUrl={brand.logoUrl} />
        </Box>

        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: { md: 0, lg: 0.5 } }}>
            {links.map((link) => {
              const current = pathname === link.to;
              return (
                <li key={link.to}>
                  <Box
                    component={RouterLink}
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    sx={{
                      display: 'block',
                      px: { md: 0.75, lg: 1.25 },
                      py: 1,
                      color: 'inherit',
                      textDecoration: 'none',
                      fontSize: { md: '0.82rem', lg: '0.9rem' },
                      fontWeight: current ? 700 : 500,
                      whiteSpace: 'nowrap',
                      borderRadius: 1,
                      backgroundImage: 'linear-gradient(#C9A227, #C9A227)',
                      backgroundRepeat: 'no-repeat',
                      backgroundPosition: 'center bottom 4px',
                      backgroundSize: current ? '60% 2px' : '0% 2px',
                      transition: 'background-size 200ms ease',
                      '&:hover': { backgroundSize: '60% 2px' },
                    }}
                  >
                    {link.label}
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>

        <SavedLink />
        <Button
          component={RouterLink}
          to={signedIn ? '/dashboard' : '/login'}
          color="inherit"
          sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap', px: 1.5 }}
        >
          {signedIn ? 'My Dashboard' : 'Sign In'}
        </Button>
        <Button
          component={RouterLink}
          to="/booking"
          variant="contained"
          color="secondary"
          sx={{ whiteSpace: 'nowrap', px: { xs: 2, md: 2.5 }, borderRadius: 999, boxShadow: '0 4px 14px rgba(201, 162, 39, 0.35)' }}
        >
          {booking ? 'New Booking' : 'Book Now'}
        </Button>
        <IconButton
          color="inherit"
          aria-label="Open navigation menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? DRAWER_ID : undefined}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' }, ml: 0.5 }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PublicDrawer id={DRAWER_ID} open={drawerOpen} onClose={() => setDrawerOpen(false)} links={links} signedIn={signedIn} brand={brand} />
        </Suspense>
      )}
    </Box>
  );
}
