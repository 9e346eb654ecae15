import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { isFavorite } from '@venue/shared/browser/favorites';
import { favoriteActions, useFavorites, type TFavoriteType } from '@/lib/favorites-store';

interface TProps {
  type: TFavoriteType;
  /** What the saved list links back with: a facility's slug, an event type's id. */
  thingKey: string;
  title: string;
  sx?: IconButtonProps['sx'];
}

/**
 * The heart on a facility or event-type card. Saved in this browser (a visitor needs no account); it shows as not
 * saved until the page has hydrated, since the prerendered HTML cannot know what this browser holds.
 */
export function FavoriteToggle({ type, thingKey, title, sx }: TProps) {
  const saved = isFavorite(useFavorites(), type, title);
  return (
    <IconButton
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from favourites` : `Save ${title} to favourites`}
      onClick={() => favoriteActions.toggle(type, thingKey, title)}
      color="inherit"
      sx={sx}
    >
      {saved ? <Favorite /> : <FavoriteBorder />}
    </IconButton>
  );
}
