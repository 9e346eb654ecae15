import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ForestIcon from '@mui/icons-material/Forest';
import GroupsIcon from '@mui/icons-material/Groups';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import Box from '@mui/material/Box';
import { SectionContainer } from '@/features/public-site/components/section-container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionHeading } from '@/features/public-site/components/section-heading';
import { useHomeContent } from '@/features/public-site/api/home.queries';

type TServiceIcon = 'wedding' | 'team' | 'retreat' | 'camping';
/** The cards take the icons in turn: the venue writes words, not pictures. */
const ICON_ORDER: TServiceIcon[] = ['wedding', 'team', 'retreat', 'camping'];

const ICONS: Record<TServiceIcon, typeof FavoriteIcon> = { wedding: FavoriteIcon, team: GroupsIcon, retreat: SelfImprovementIcon, camping: ForestIcon };
const TINTS: Record<TServiceIcon, string> = {
  wedding: 'linear-gradient(150deg, #8B5E3C, #C9A227)',
  team: 'linear-gradient(150deg, #2E5E3E, #5E8F6A)',
  retreat: 'linear-gradient(150deg, #4A5A36, #8A9A5B)',
  camping: 'linear-gradient(150deg, #1F4029, #3A7D44)',
};

/** Landing section 5; the id is the footer's /#services target. The venue's cards (Pages > Home Page); none, no section. */
export function ServicesSection() {
  const services = useHomeContent()?.services ?? [];
  if (services.length === 0) return null;
  return (
    <Box component="section" id="services" aria-labelledby="services-title" sx={{ py: { xs: 10, md: 14 }, scrollMarginTop: 80 }}>
      <SectionContainer maxWidth="lg">
        <SectionHeading id="services-title" overline="What we host" title="Our Services">
          One coordinator from first visit to last dance, whatever you are celebrating.
        </SectionHeading>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {services.map((service, index) => {
            const icon = ICON_ORDER[index % ICON_ORDER.length]!;
            const Icon = ICONS[icon];
            return (
              <li key={`${index}-${service.title}`}>
                <Box
                  component={RouterLink}
                  to={service.link || '/booking'}
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    borderRadius: '20px',
                    overflow: 'hidden',
                    textDecoration: 'none',
                    color: 'text.primary',
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                    transition: 'transform 250ms ease, box-shadow 250ms ease',
                    '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 20px 44px rgba(30,42,34,0.14)' },
                    '&:hover .service-more': { gap: 1.25 },
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      height: 132,
                      display: 'grid',
                      placeItems: 'center',
                      background: TINTS[icon],
                      color: 'rgba(255,255,255,0.95)',
                      position: 'relative',
                    }}
                  >
                    <Box sx={{ position: 'absolute', inset: 0, background: 'radial-gradient(circle at 80% 20%, rgba(255,255,255,0.22), transparent 55%)' }} />
                    <Icon sx={{ fontSize: 54 }} />
                  </Box>
                  <Box sx={{ p: 3.5, display: 'flex', flexDirection: 'column', flex: 1 }}>
                    <Typography variant="h5" component="h3" sx={{ mb: 1.25, fontFamily: 'Georgia, serif', fontWeight: 600 }}>
                      {service.title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ lineHeight: 1.7, flex: 1 }}>
                      {service.description}
                    </Typography>
                    <Box
                      className="service-more"
                      sx={{
                        mt: 2.5,
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.75,
                        fontWeight: 600,
                        color: 'primary.main',
                        transition: 'gap 200ms ease',
                      }}
                    >
                      Learn more <ArrowForwardIcon aria-hidden sx={{ fontSize: '1.1em' }} />
                    </Box>
                  </Box>
                </Box>
              </li>
            );
          })}
        </Box>
      </SectionContainer>
    </Box>
  );
}
