import Favorite from '@mui/icons-material/Favorite';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { useFavorites } from '@/lib/favorites-store';

/**
 * The header's way to the saved favourites, once there are any. Rendered after hydration only (the store reads
 * as empty until then), so the prerendered header stays the same for everyone.
 */
export function SavedLink() {
  const count = useFavorites().length;
  if (count === 0) return null;
  return (
    <IconButton color="inherit" component={RouterLink} to="/saved" aria-label={`Saved favourites, ${count}`}>
      <Badge badgeContent={count} color="secondary" max={99}>
        <Favorite />
      </Badge>
    </IconButton>
  );
}
