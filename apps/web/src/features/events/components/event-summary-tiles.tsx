import Assignment from '@mui/icons-material/Assignment';
import Description from '@mui/icons-material/Description';
import StickyNote2 from '@mui/icons-material/StickyNote2';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TClientEventDetail } from '@venue/shared/events/event.schema';
import type { ReactNode } from 'react';

/** Spec section 2: each tile shows only when its count is above zero. */
export function EventSummaryTiles({ event }: { event: TClientEventDetail }) {
  const tiles: { label: string; count: number; icon: ReactNode }[] = [
    { label: 'Upcoming Tasks', count: event.upcoming_tasks.length, icon: <Assignment color="primary" aria-hidden /> },
    { label: 'Documents', count: event.accessible_documents_count, icon: <Description color="primary" aria-hidden /> },
    { label: 'Notes', count: event.has_notes ? event.notes_count : 0, icon: <StickyNote2 color="primary" aria-hidden /> },
  ].filter((t) => t.count > 0);
  if (tiles.length === 0) return null;
  return (
    <Grid container spacing={2}>
      {tiles.map((t) => (
        <Grid key={t.label} size={{ xs: 4 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: { sm: 'center' } }}>
              {t.icon}
              <div>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                  {t.count}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.label}
                </Typography>
              </div>
            </Stack>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
