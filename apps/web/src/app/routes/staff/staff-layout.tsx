import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Logout from '@mui/icons-material/Logout';
import Mail from '@mui/icons-material/Mail';
import People from '@mui/icons-material/People';
import Payments from '@mui/icons-material/Payments';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { useAuth } from '@/lib/auth/auth-context';

const DRAWER_WIDTH = 240;

/** The console's sections; each comes with the staff console work (only the overview exists yet). */
const SECTIONS = [
  { to: '/staff', label: 'Overview', icon: Dashboard, ready: true },
  { to: '/staff/calendar', label: 'Calendar', icon: CalendarMonth, ready: false },
  { to: '/staff/clients', label: 'Clients', icon: People, ready: false },
  { to: '/staff/quotes', label: 'Quotes & Contracts', icon: Description, ready: false },
  { to: '/staff/payments', label: 'Payments', icon: Payments, ready: false },
  { to: '/staff/messages', label: 'Messages', icon: Mail, ready: false },
];

/** The staff console's frame: the venue's name, the sections, who is signed in. */
export function Component() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Venue Portal · Staff
          </Typography>
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {user ? `${user.first_name} ${user.last_name} (${user.role})` : ''}
          </Typography>
          <Button color="inherit" startIcon={<Logout />} onClick={signOut}>
            Logout
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
        <Toolbar />
        <nav aria-label="Staff console">
          <List>
            {SECTIONS.map(({ to, label, icon: Icon, ready }) => (
              <ListItemButton key={to} component={NavLink} to={to} end disabled={!ready}>
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={label} secondary={ready ? undefined : 'Coming soon'} />
              </ListItemButton>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
