import ViewKanban from '@mui/icons-material/ViewKanban';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CalendarViewWeek from '@mui/icons-material/CalendarViewWeek';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Article from '@mui/icons-material/Article';
import Badge from '@mui/icons-material/Badge';
import History from '@mui/icons-material/History';
import Web from '@mui/icons-material/Web';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import Inbox from '@mui/icons-material/Inbox';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Campaign from '@mui/icons-material/Campaign';
import Inventory from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Storefront from '@mui/icons-material/Storefront';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Celebration from '@mui/icons-material/Celebration';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Quiz from '@mui/icons-material/Quiz';
import AccountTree from '@mui/icons-material/AccountTree';
import Checklist from '@mui/icons-material/Checklist';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Insights from '@mui/icons-material/Insights';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { useVenueName } from '@/features/public-site/api/venue.queries';
import { useMayReadReports } from '@/features/staff-reports/api/staff-reports.queries';
import { useAuth } from '@/lib/auth/auth-context';
import { FLOATING_BUTTON_CLEARANCE } from '@/components/floating-button-clearance';
import { ROLE_TITLES } from '@venue/shared/accounts/roles';

const DRAWER_WIDTH = 240;
const NAV_ID = 'staff-navigation';

/**
 * The console's sections in four groups: the day's work first, then what sets up selling, the venue itself, and the
 * admins' own. Admin-only ones are shown to admins (the server refuses them to staff anyway).
 */
/** `reports`: shown to whoever may read at least one report (admins all; staff those an admin shared). */
type TSection = { to: string; label: string; icon: typeof Dashboard; end?: boolean; adminOnly?: boolean; reports?: boolean };
const GROUPS: { heading: string; sections: TSection[] }[] = [
  {
    heading: 'Daily Work',
    sections: [
      { to: '/staff', label: 'Today', icon: Dashboard, end: true },
      { to: '/staff/calendar', label: 'Calendar', icon: CalendarViewWeek },
      { to: '/staff/inquiries', label: 'Inquiries', icon: ViewKanban },
      { to: '/staff/clients', label: 'Clients', icon: People },
      { to: '/staff/messages', label: 'Messages', icon: Inbox },
      { to: '/staff/communications', label: 'Communications', icon: Campaign },
      { to: '/staff/reminders', label: 'Reminders', icon: NotificationsActive },
      { to: '/staff/events', label: 'Events', icon: CalendarMonth },
      { to: '/staff/quotes', label: 'Quotes', icon: RequestQuote },
      { to: '/staff/contracts', label: 'Contracts', icon: Description },
      { to: '/staff/payments', label: 'Payments', icon: Payments },
      { to: '/staff/reports', label: 'Reports', icon: Insights, reports: true },
    ],
  },
  {
    heading: 'Sales Setup',
    sections: [
      { to: '/staff/products', label: 'Products', icon: Inventory },
      { to: '/staff/discounts', label: 'Discount Codes', icon: LocalOffer },
      { to: '/staff/payment-settings', label: 'Payments & Refunds', icon: AccountBalance },
      { to: '/staff/templates', label: 'Contract Templates', icon: Article },
      { to: '/staff/questionnaires', label: 'Questionnaires', icon: Quiz },
      { to: '/staff/booking-flows', label: 'Booking Flows', icon: AccountTree },
    ],
  },
  {
    heading: 'Venue Setup',
    sections: [
      { to: '/staff/venue', label: 'Venue Details', icon: Storefront },
      { to: '/staff/spaces', label: 'Spaces', icon: MeetingRoom },
      { to: '/staff/event-types', label: 'Event Types', icon: Celebration },
      { to: '/staff/pages', label: 'Pages', icon: Web, adminOnly: true },
    ],
  },
  {
    heading: 'Administration',
    sections: [
      { to: '/staff/setup', label: 'Setup Checklist', icon: Checklist },
      { to: '/staff/team', label: 'Team', icon: Badge, adminOnly: true },
      { to: '/staff/audit', label: 'Audit Log', icon: History, adminOnly: true },
      { to: '/staff/privacy', label: 'Privacy Requests', icon: PrivacyTip, adminOnly: true },
    ],
  },
  {
    heading: 'Your Account',
    sections: [{ to: '/staff/profile', label: 'My Profile', icon: AccountCircle }],
  },
];

function StaffNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const mayReadReports = useMayReadReports();
  return (
    // The sections scroll in their own frame, which ends above the accessibility button at the bottom left: no
    // item can come to rest under it, at any window height.
    <Box component="nav" aria-label="Staff console" sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {GROUPS.map(({ heading, sections }) => {
        const shown = sections.filter((section) => (!section.adminOnly || isAdmin) && (!section.reports || mayReadReports));
        if (shown.length === 0) return null;
        return (
          <List key={heading} dense subheader={<ListSubheader disableSticky>{heading}</ListSubheader>}>
            {shown.map(({ to, label, icon: Icon, end }) => (
              <ListItem key={to} disablePadding>
                <ListItemButton component={NavLink} to={to} end={end ?? false} onClick={onNavigate}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      })}
    </Box>
  );
}

/** The staff console's frame: the venue's name, the sections (a drawer below md), who is signed in. */
export function Component() {
  const { user, logout } = useAuth();
  const venueName = useVenueName();
  const navigate = useNavigate();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isAdmin = user?.role === 'admin';
  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation menu"
              aria-controls={NAV_ID}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* A phone has room for the console's name only beside the bell and Logout. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {venueName && `${venueName} · `}
            </Box>
            Staff Console
          </Typography>
          <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {user ? `${user.first_name} ${user.last_name} · ${ROLE_TITLES[user.role]}` : ''}
          </Typography>
          <NotificationsBell allPath="/staff/notifications" />
          <Button color="inherit" startIcon={<Logout />} onClick={signOut}>
            Logout
          </Button>
        </Toolbar>
      </AppBar>
      {desktop ? (
        <Drawer
          id={NAV_ID}
          variant="permanent"
          sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', overflowY: 'hidden' } }}
        >
          <Toolbar />
          <StaffNav isAdmin={isAdmin} />
          <Box aria-hidden sx={{ flexShrink: 0, height: FLOATING_BUTTON_CLEARANCE }} />
        </Drawer>
      ) : (
        // Its menu is drawn when it opens, not kept mounted while closed: kept, the whole menu was drawn at the start
        // of every page on a phone, for a drawer most visits never open.
        <Drawer
          id={NAV_ID}
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': 'Navigation menu', sx: { width: DRAWER_WIDTH, overflowY: 'hidden' } } }}
        >
          {/* The top bar stays above the open drawer (its button closes it): the menu starts below it. */}
          <Toolbar />
          <StaffNav isAdmin={isAdmin} onNavigate={() => setDrawerOpen(false)} />
          <Box aria-hidden sx={{ flexShrink: 0, height: FLOATING_BUTTON_CLEARANCE }} />
        </Drawer>
      )}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', px: { xs: 2, sm: 3 }, pb: `${FLOATING_BUTTON_CLEARANCE}px` }}
      >
        <Toolbar sx={{ mb: 3 }} />
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
