import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { PortalAccountMenu } from '@/components/portal-shell/portal-account-menu';
import { SIDEBAR_WIDTH } from '@/components/portal-shell/portal-nav-items';
import { PortalSidebar, type TPortalBadges } from '@/components/portal-shell/portal-sidebar';
import { ThemeModeToggle } from '@/components/theme-mode/theme-mode-toggle';
import { useAuth } from '@/lib/auth/auth-context';
import { FLOATING_BUTTON_CLEARANCE } from '@/components/floating-button-clearance';

const SIDEBAR_ID = 'portal-sidebar';

/**
 * Top bar, sidebar (permanent from md up, a temporary drawer below) and the page. Feature pieces such as the
 * global search, the cart and the notifications bell come in through props, because shared components may not import features.
 */
export function PortalShell({
  children,
  venueName,
  search,
  notifications,
  cart,
  badges,
}: {
  children: ReactNode;
  /** The venue's name (Venue Details) at the top bar's start; empty until it is known. */
  venueName: string | null;
  search?: ReactNode;
  notifications?: ReactNode;
  /** The cart's button, which shows only while the cart holds extras. */
  cart?: ReactNode;
  badges: TPortalBadges;
}) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" color="primary" elevation={0} sx={{ width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` }, ml: { md: `${SIDEBAR_WIDTH}px` } }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation menu"
              aria-controls={SIDEBAR_ID}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="span" variant="h6" noWrap sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
            {venueName}
          </Typography>
          {search}
          <ThemeModeToggle />
          {cart}
          {notifications}
          {user && (
            <Typography variant="body2" noWrap sx={{ display: { xs: 'none', lg: 'block' }, opacity: 0.9, mx: 1 }}>
              {user.first_name} {user.last_name}
            </Typography>
          )}
          <PortalAccountMenu onProfile={() => navigate('/profile')} onLogout={() => void signOut()} />
        </Toolbar>
      </AppBar>

      {desktop ? (
        <Drawer
          id={SIDEBAR_ID}
          variant="permanent"
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
        >
          <PortalSidebar badges={badges} />
        </Drawer>
      ) : (
        // Its menu is drawn when it opens, not kept mounted while closed: a closed drawer's portal is not drawn by
        // the server, so keeping it mounted drew the whole menu in one long task just after the page was taken over.
        <Drawer
          id={SIDEBAR_ID}
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': 'Navigation menu', sx: { width: SIDEBAR_WIDTH } } }}
        >
          <PortalSidebar badges={badges} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}

      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', px: { xs: 2, sm: 3, md: 5 }, pb: `${FLOATING_BUTTON_CLEARANCE}px` }}
      >
        <Toolbar sx={{ mb: { xs: 3, md: 4 } }} />
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>{children}</Box>
      </Box>
    </Box>
  );
}
