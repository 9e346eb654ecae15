import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FAVORITE_GROUPS, favoriteLink } from '@/features/favorites/favorite-links';
import { favoriteActions, useFavorites } from '@/lib/favorites-store';
import { formatVenueDate } from '@/lib/venue-date';

/** What this browser has saved with the hearts, by kind, newest first, each linking back and removable. */
export function SavedList() {
  const favorites = useFavorites();
  const groups = FAVORITE_GROUPS.map((g) => ({ ...g, items: favorites.filter((f) => f.type === g.type) })).filter((g) => g.items.length > 0);

  if (groups.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h6" component="h2">
          Nothing saved yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          Tap the heart on a facility or an event type to keep it here.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" component={RouterLink} to="/facilities">
            See the facilities
          </Button>
          <Button variant="outlined" component={RouterLink} to="/booking">
            See the event types
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <Paper key={group.type} variant="outlined" component="section" aria-labelledby={`saved-${group.type}`} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={`saved-${group.type}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {group.heading}
          </Typography>
          <Box component="ul" aria-labelledby={`saved-${group.type}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.items.map((f) => (
              <Box component="li" key={f.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Link component={RouterLink} to={favoriteLink(f) ?? '/'} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {f.title}
                  </Link>
                  {formatVenueDate(f.addedAt) && (
                    <Typography variant="body2" color="text.secondary">
                      Saved on {formatVenueDate(f.addedAt)}
                    </Typography>
                  )}
                </Box>
                <IconButton aria-label={`Remove ${f.title} from favourites`} onClick={() => favoriteActions.remove(f.type, f.title)}>
                  <DeleteOutline />
                </IconButton>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
