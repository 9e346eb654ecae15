import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NavLink, useLocation } from 'react-router';
import { FLOATING_BUTTON_CLEARANCE } from '@/components/floating-button-clearance';
import { MAIN_NAV, SECONDARY_NAV, type TNavItem } from '@/components/portal-shell/portal-nav-items';
import { useAppVersion } from '@/components/portal-shell/use-app-version';

export interface TPortalBadges {
  pendingContracts: number;
  unreadMessages: number;
}

const BADGE_LABELS: Record<keyof TPortalBadges, string> = { pendingContracts: 'pending', unreadMessages: 'unread' };

/** "/events/12" keeps "My Events" highlighted; "/" must match exactly or it would light up everywhere. */
const isActive = (pathname: string, to: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));

function NavList({ items, badges, onNavigate }: { items: TNavItem[]; badges: TPortalBadges; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <List sx={{ px: 1.5 }}>
      {items.map(({ label, to, icon: Icon, badge }) => {
        const count = badge ? badges[badge] : 0;
        const active = isActive(pathname, to);
        return (
          <ListItem key={to} disablePadding sx={{ mb: 0.5 }}>
            <ListItemButton
              component={NavLink}
              to={to}
              onClick={onNavigate}
              selected={active}
              aria-current={active ? 'page' : undefined}
              sx={{ borderRadius: 2, '&.Mui-selected': { bgcolor: 'action.selected', '& .MuiListItemIcon-root': { color: 'primary.main' } } }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
              {badge && (
                <Badge
                  badgeContent={count}
                  showZero
                  color={count > 0 ? 'secondary' : 'default'}
                  aria-label={`${count} ${BADGE_LABELS[badge]}`}
                  sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none', bgcolor: count > 0 ? undefined : 'action.selected' } }}
                />
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/** The sidebar's content; the shell decides whether it sits in a permanent or a temporary drawer. */
export function PortalSidebar({ badges, onNavigate }: { badges: TPortalBadges; onNavigate?: () => void }) {
  const version = useAppVersion();
  return (
    <Box component="nav" aria-label="Portal" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 3 }}>
        <Typography component="span" variant="h6" sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, color: 'primary.main' }}>
          Client Portal
        </Typography>
      </Toolbar>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', pt: 1 }}>
        <NavList items={MAIN_NAV} badges={badges} onNavigate={onNavigate} />
        <Divider sx={{ mx: 2, my: 1 }} />
        <NavList items={SECONDARY_NAV} badges={badges} onNavigate={onNavigate} />
      </Box>
      {/* As tall as the floating accessibility button's corner, so the links above never pass under it; the
          version sits right-aligned, beside the button. */}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 3, py: 2, minHeight: FLOATING_BUTTON_CLEARANCE, flexShrink: 0, display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}
      >
        {version ? `v${version}` : '\u00a0'}
      </Typography>
    </Box>
  );
}
