import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { EmptyText } from '@/components/feedback/query-state';

export interface TTodayItem {
  key: string | number;
  to: string;
  primary: ReactNode;
  secondary: ReactNode;
  chips?: ReactNode;
}

/** One list of Today: each item a link to the object it is about, or a line saying there is nothing. */
export function TodaySection({ title, icon, items, empty }: { title: string; icon: ReactNode; items: TTodayItem[]; empty: string }) {
  return (
    <DashboardCard title={title} icon={icon}>
      {items.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <List disablePadding aria-label={title}>
          {items.map((item) => (
            <ListItem key={item.key} disablePadding divider>
              <ListItemButton component={RouterLink} to={item.to} sx={{ px: 1, alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={item.primary}
                  secondary={item.secondary}
                  sx={{ m: 0, minWidth: 0, flex: '1 1 200px', overflowWrap: 'anywhere' }}
                  slotProps={{ secondary: { component: 'span' } }}
                />
                {item.chips && (
                  <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                    {item.chips}
                  </Stack>
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
