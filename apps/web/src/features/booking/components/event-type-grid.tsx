import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TEventType } from '@venue/shared/events/availability.schema';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { PageHero } from '@/components/public-layout/page-hero';
import { eventTypesQuery } from '@/features/booking/api/booking.queries';
import { loadWizardSession } from '@/features/booking/components/load-wizard-session';
import { StartBookingDialog } from '@/features/booking/components/start-booking-dialog';

/** One column on a phone, two on a tablet, three on a desktop: the cards and their loading placeholders alike. */
const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } } as const;
/** About a card with a three-line description: the placeholders hold that room, and no card is shorter. */
const CARD_MIN_HEIGHT = 180;

/** Spec: card colours cycle through 6 colours by id (dark enough for white text at AA). */
const CARD_COLOURS = ['#2E5E3E', '#7A4B2A', '#3B4F7A', '#6B3F69', '#25605F', '#7A3B3B'];

interface TProps {
  selectedDateLabel?: string;
  onStarted: (sessionId: string) => void;
}

export function EventTypeGrid({ selectedDateLabel, onStarted }: TProps) {
  const types = useQuery(eventTypesQuery());
  const [chosen, setChosen] = useState<TEventType | null>(null);
  const { hash } = useLocation();

  // A saved favourite links to /booking#event-type-3: once the cards are there, that card is brought into view
  // and focused, so one Enter starts booking it.
  useEffect(() => {
    if (!types.data || !hash.startsWith('#event-type-')) return;
    const card = document.getElementById(hash.slice(1));
    card?.scrollIntoView({ block: 'center' });
    card?.querySelector('button')?.focus({ preventScroll: true });
  }, [types.data, hash]);

  return (
    <>
      <PageHero overline="Reserve your date" title="Book Your Event">
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          Choose your event type, then pick your date, package and extras. Your time is held while you book.
        </Typography>
        {selectedDateLabel && (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mt: 3, px: 2.5, py: 1, borderRadius: 999, bgcolor: 'rgba(255,255,255,0.12)' }}>
            <CalendarMonthIcon aria-hidden sx={{ color: '#F0D57A' }} />
            <Typography component="p" sx={{ fontWeight: 600 }}>
              Selected date: {selectedDateLabel}
            </Typography>
          </Box>
        )}
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
          Choose your event type
        </Typography>
        {types.isPending && (
          // The cards' room is kept while they load (this is what /booking's prerendered page paints first), so
          // nothing below them jumps when they arrive (Lighthouse's layout shift on /booking was the footer's).
          <Box role="status">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, color: 'text.secondary' }}>
              <CircularProgress size={24} aria-hidden /> Loading event types...
            </Box>
            <Box aria-hidden sx={GRID}>
              {[0, 1, 2].map((i) => (
                <Box key={i} sx={{ height: CARD_MIN_HEIGHT, borderRadius: '20px', bgcolor: 'action.hover' }} />
              ))}
            </Box>
          </Box>
        )}
        {types.isError && <Alert severity="error">{types.error.message}</Alert>}
        {types.data?.length === 0 && <Alert severity="info">No Event Types Available. Please check back later or contact support for assistance.</Alert>}
        {types.data && types.data.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, ...GRID }}>
            {types.data.map((type) => (
              <Box
                component="li"
                key={type.id}
                id={`event-type-${type.id}`}
                sx={{
                  position: 'relative',
                  minHeight: CARD_MIN_HEIGHT,
                  borderRadius: '20px',
                  overflow: 'hidden',
                  bgcolor: CARD_COLOURS[type.id % CARD_COLOURS.length],
                  // The type's image under a dark wash, so the white words keep their contrast over any photo.
                  ...(type.image_url && {
                    backgroundImage: `linear-gradient(rgba(20, 28, 22, 0.62), rgba(20, 28, 22, 0.78)), url("${type.image_url}")`,
                    backgroundSize: 'cover',
                    backgroundPosition: 'center',
                  }),
                  color: '#fff',
                }}
              >
                <CardActionArea
                  onClick={() => {
                    loadWizardSession().catch(() => undefined); // a failure shows when the steps are needed
                    setChosen(type);
                  }}
                  // A button centres what it holds; the cards of a row read from their tops, titles level.
                  sx={{ p: 3.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
                >
                  {/* Room on the right for the heart, which sits over the card but outside its button. */}
                  <Typography variant="h5" component="h3" sx={{ mb: 1, pr: 4, fontFamily: 'Georgia, serif', fontWeight: 600 }}>
                    {type.name}
                  </Typography>
                  <Typography variant="body2" sx={{ lineHeight: 1.7, color: 'rgba(255,255,255,0.92)' }}>
                    {type.description}
                  </Typography>
                </CardActionArea>
                <FavoriteToggle
                  type="event_type"
                  thingKey={String(type.id)}
                  title={type.name}
                  sx={{ position: 'absolute', top: 12, right: 12, color: '#fff' }}
                />
              </Box>
            ))}
          </Box>
        )}
      </Container>
      <StartBookingDialog type={chosen} onClose={() => setChosen(null)} onStarted={onStarted} />
    </>
  );
}
