import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatStamp } from '@/features/events/event-format';

export interface TActivity {
  id: number;
  text: string;
  actor: string;
  at: string;
}

/** The timeline and the notes read alike: the text, then who and when on the venue's clock. */
export function ActivityList({ items, label }: { items: TActivity[]; label: string }) {
  return (
    <List aria-label={label} disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} divider alignItems="flex-start" sx={{ px: 0 }}>
          <ListItemText
            primary={item.text}
            secondary={
              <>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {item.actor}
                </Typography>
                {' · '}
                <time dateTime={item.at}>{formatStamp(item.at)}</time>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
