import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router';
import { BrandMark } from '@/components/public-layout/brand-mark';
import { DRAWER_WIDTH, type TPublicNavLink } from '@/components/public-layout/public-nav';

interface TProps {
  id: string;
  open: boolean;
  onClose: () => void;
  links: TPublicNavLink[];
  signedIn: boolean;
  brand: { name: string; tagline: string; logoUrl?: string | null };
}

/** The small-screen navigation of spec section 2: a right-side drawer with the links and the account entries. */
export default function PublicDrawer({ id, open, onClose, links, signedIn, brand }: TProps) {
  const { pathname } = useLocation();
  const item = (link: TPublicNavLink, emphasis?: 'primary' | 'secondary') => (
    <ListItem key={link.to + link.label} disablePadding>
      <ListItemButton
        component={RouterLink}
        to={link.to}
        onClick={onClose}
        selected={pathname === link.to}
        aria-current={pathname === link.to ? 'page' : undefined}
        sx={{
          px: 3,
          py: 1.1,
          ...(emphasis === 'primary' && {
            mx: 2,
            my: 0.5,
            px: 2,
            borderRadius: '10px',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
          }),
          ...(emphasis === 'secondary' && { mx: 2, my: 0.5, px: 2, borderRadius: '10px', border: 1, borderColor: 'divider' }),
        }}
      >
        <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: emphasis ? 600 : 500 } } }} />
      </ListItemButton>
    </ListItem>
  );

  const account = signedIn
    ? [item({ to: '/dashboard', label: 'My Dashboard' }, 'secondary')]
    : [item({ to: '/login', label: 'Sign In' }, 'secondary'), item({ to: '/register', label: 'Create Account' }, 'secondary')];

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // MUI gives the temporary drawer no dialog semantics; the menu button announces a dialog, so name one here.
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Site navigation',
          sx: { width: DRAWER_WIDTH, bgcolor: 'background.default' },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5, color: 'text.primary' }}>
        <BrandMark name={brand.name} tagline={brand.tagline} logoUrl={brand.logoUrl} compact />
        <IconButton aria-label="Close navigation menu" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobile">
        <List>{links.map((link) => item(link))}</List>
        <Divider sx={{ my: 1 }} />
        <List>
          {item({ to: '/booking', label: 'Book Event' }, 'primary')}
          {account}
        </List>
      </Box>
    </Drawer>
  );
}
