import History from '@mui/icons-material/History';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TDashboard } from '@venue/shared/dashboard/dashboard.schema';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { formatStamp } from '@/features/dashboard/components/dashboard-format';

const SHOWN = 5;

export function RecentUpdatesCard({ updates }: { updates: TDashboard['recent_updates'] }) {
  return (
    <DashboardCard title="Recent Updates" icon={<History color="primary" aria-hidden />}>
      {updates.length === 0 ? (
        <Typography color="text.secondary">No recent activity on your events.</Typography>
      ) : (
        <List disablePadding aria-label="Recent updates">
          {updates.slice(0, SHOWN).map((u) => (
            <ListItem key={u.id} disablePadding divider>
              <ListItemButton component={RouterLink} to={`/events/${u.event_id}`} sx={{ px: 1, borderRadius: 1 }}>
                <ListItemText primary={u.description} secondary={`${u.event_name} · ${u.actor_name} · ${formatStamp(u.created_at)}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
