import CabinIcon from '@mui/icons-material/Cabin';
import ChurchIcon from '@mui/icons-material/Church';
import DeckIcon from '@mui/icons-material/Deck';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import ParkIcon from '@mui/icons-material/Park';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TPublicFacility } from '@venue/shared/staff/spaces.schema';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { publicFacilitiesQuery } from '@/features/public-site/api/facilities.queries';
import { facilitySlug } from '@/features/public-site/content/site-content';

type TFacilityIcon = 'chapel' | 'cabana' | 'pavilion' | 'field' | 'garden' | 'hostel';

const ICONS: Record<TFacilityIcon, typeof ChurchIcon> = {
  chapel: ChurchIcon,
  cabana: CabinIcon,
  pavilion: DeckIcon,
  field: ParkIcon,
  garden: LocalFloristIcon,
  hostel: HotelIcon,
};

type TCard = { name: string; capacity: string; description: string; icon: TFacilityIcon; photo: string | null };

/** An icon for a space, from its name. */
const iconOf = (name: string): TFacilityIcon =>
  /chapel|sanctuary/i.test(name)
    ? 'chapel'
    : /cabana|cottage/i.test(name)
      ? 'cabana'
      : /pavilion|hall/i.test(name)
        ? 'pavilion'
        : /hostel|room|lodg|dorm/i.test(name)
          ? 'hostel'
          : /garden|angelic/i.test(name)
            ? 'garden'
            : 'field';

const capacityOf = (f: TPublicFacility) =>
  [f.capacity === null ? '' : `Up to ${f.capacity} people`, f.overnight ? 'Overnight stays' : ''].filter(Boolean).join(' · ') || 'Ask us about your group';

const liveCard = (f: TPublicFacility): TCard => ({
  name: f.name,
  capacity: capacityOf(f),
  description: f.description,
  icon: iconOf(f.name),
  photo: f.photos[0]?.url ?? null,
});

/**
 * The venue's facilities as cards (Spaces in the console), each with a heart to save it. A card's id is what the
 * saved list links back to (/facilities#facility-pavilion). The server renders the page with the list.
 */
export function FacilitiesGrid() {
  const live = useQuery(publicFacilitiesQuery());
  const cards = live.data ? live.data.map(liveCard) : [];
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2.5, md: 3.5 },
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {cards.map((facility) => {
        const Icon = ICONS[facility.icon];
        return (
          <Box
            component="li"
            key={facility.name}
            id={`facility-${facilitySlug(facility.name)}`}
            sx={{
              position: 'relative',
              // Below the fixed header when the saved list links here.
              scrollMarginTop: 96,
              p: { xs: 3.5, md: 4 },
              borderRadius: '20px',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              boxShadow: '0 1px 2px rgba(30,42,34,0.04), 0 12px 32px rgba(30,42,34,0.06)',
              transition: 'transform 250ms ease, box-shadow 250ms ease',
              '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 2px 4px rgba(30,42,34,0.06), 0 20px 44px rgba(30,42,34,0.12)' },
              '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
            }}
          >
            {facility.photo && (
              <Box
                component="img"
                src={facility.photo}
                alt={facility.name}
                loading="lazy"
                sx={{ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: '12px', mb: 2.5 }}
              />
            )}
            <Box
              aria-hidden
              sx={{
                width: 60,
                height: 60,
                mb: 3,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
                background: 'linear-gradient(145deg, #2E5E3E, #5E8F6A)',
                boxShadow: '0 0 0 6px rgba(201,162,39,0.18)',
              }}
            >
              <Icon />
            </Box>
            <Typography variant="h5" component="h3" sx={{ mb: 0.75, fontFamily: 'Georgia, serif', fontWeight: 600 }}>
              {facility.name}
            </Typography>
            <Typography
              sx={(theme) => ({
                color: '#7A5C0C',
                ...theme.applyStyles('dark', { color: '#E0BE4F' }),
                fontSize: '0.8rem',
                fontWeight: 700,
                letterSpacing: 1.2,
                textTransform: 'uppercase',
                mb: 1.5,
              })}
            >
              {facility.capacity}
            </Typography>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {facility.description}
            </Typography>
            {/* After the text, so a screen reader meets the facility before its heart; drawn in the card's corner. */}
            <FavoriteToggle
              type="facility"
              thingKey={facilitySlug(facility.name)}
              title={facility.name}
              sx={{ position: 'absolute', top: 12, right: 12, color: 'primary.main' }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
