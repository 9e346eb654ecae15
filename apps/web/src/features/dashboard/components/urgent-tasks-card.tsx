import PriorityHigh from '@mui/icons-material/PriorityHigh';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TDashboard } from '@venue/shared/dashboard/dashboard.schema';
import { useNavigate } from 'react-router';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { formatEventDay, label } from '@/features/dashboard/components/dashboard-format';

/** Index of the Tasks tab on the event page (spec section 2: the dashboard opens tasks with activeTab 3). */
const TASKS_TAB = 3;

export function UrgentTasksCard({ tasks }: { tasks: TDashboard['urgent_tasks'] }) {
  const navigate = useNavigate();
  return (
    <DashboardCard title="Urgent Tasks" icon={<PriorityHigh color="error" aria-hidden />}>
      {tasks.length === 0 ? (
        <Typography color="text.secondary">Nothing needs your attention right now.</Typography>
      ) : (
        <List disablePadding aria-label="Urgent tasks">
          {tasks.map((task) => (
            <ListItem key={task.id} disablePadding divider>
              <ListItemButton sx={{ px: 1, borderRadius: 1 }} onClick={() => navigate(`/events/${task.event_id}`, { state: { activeTab: TASKS_TAB } })}>
                <ListItemText primary={task.title} secondary={`${task.event_name}${task.due_date ? ` · Due ${formatEventDay(task.due_date)}` : ''}`} />
                <Chip size="small" label={label(task.priority)} color={task.priority === 'URGENT' ? 'error' : 'default'} sx={{ ml: 1 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
