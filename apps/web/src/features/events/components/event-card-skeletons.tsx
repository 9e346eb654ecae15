import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid, { type GridSize } from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

const SKELETONS = 6; // spec: "While loading it shows 6 skeleton cards"

/** Card-shaped placeholders laid out like the cards they stand in for, so the page does not jump on arrival. */
export function EventCardSkeletons({ size }: { size: Partial<Record<'xs' | 'sm' | 'lg', GridSize>> }) {
  return (
    <Grid container spacing={2} role="status" aria-label="Loading events">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <Grid key={i} size={size}>
          <Card variant="outlined">
            <CardContent>
              <Skeleton width="40%" />
              <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} />
              <Skeleton width="70%" />
              <Skeleton variant="rounded" height={24} sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
