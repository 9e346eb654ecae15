import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '@/components/public-layout/brand-mark';
import type { TPublicNavLink } from '@/components/public-layout/public-nav';
import { useHydrated } from '@/lib/use-hydrated';
import { FLOATING_BUTTON_CLEARANCE } from '@/components/floating-button-clearance';

export interface TFooterContent {
  venue: {
    name: string;
    tagline: string;
    address: readonly string[];
    phone: { display: string; href: string };
    email: string;
    hours: string;
    /** The uploaded logo (Venue Details), when there is one. */
    logoUrl?: string | null;
  };
  social: readonly { label: string; href: string; icon: 'facebook' | 'instagram' | 'youtube' }[];
  scripture: { text: string; reference: string };
  groups: { title: string; links: TPublicNavLink[] }[];
  legal: TPublicNavLink[];
}

const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, youtube: YouTubeIcon };
const GOLD = '#E3C566';
const linkSx = {
  color: 'rgba(255,255,255,0.82)',
  textDecoration: 'none',
  fontSize: '0.95rem',
  '&:hover': { color: GOLD, textDecoration: 'underline' },
} as const;

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" sx={{ color: GOLD, fontSize: '0.78rem', fontWeight: 700, letterSpacing: 2.5, textTransform: 'uppercase', mb: 2.5 }}>
      {children}
    </Typography>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.75, color: 'rgba(255,255,255,0.82)', fontSize: '0.95rem' }}>
      <Box sx={{ color: GOLD, display: 'flex', mt: '2px' }} aria-hidden>
        {icon}
      </Box>
      <Box>{children}</Box>
    </Box>
  );
}

/** The public footer of spec section 2: site links, the venue's contact details, social links and a verse. */
export function PublicFooter({ venue, social, scripture, groups, legal }: TFooterContent) {
  // The prerendered page was built some day; the visitor's clock gives the year once hydrated.
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <Box
      component="footer"
      data-brand-band
      sx={{ bgcolor: '#14241A', color: '#fff', pt: { xs: 8, md: 10 }, pb: `${FLOATING_BUTTON_CLEARANCE}px`, colorScheme: 'dark' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.5fr 1fr 1fr 1.4fr' } }}>
          <Box>
            <BrandMark name={venue.name} tagline={venue.tagline} logoUrl={venue.logoUrl} />
            {scripture.text && (
              <Box component="blockquote" sx={{ m: 0, mt: 3, pl: 2, borderLeft: `2px solid ${GOLD}` }}>
                <Typography sx={{ fontFamily: 'Georgia, serif', fontStyle: 'italic', color: 'rgba(255,255,255,0.88)', lineHeight: 1.7 }}>
                  &ldquo;{scripture.text}&rdquo;
                </Typography>
                {scripture.reference && (
                  <Typography component="cite" sx={{ display: 'block', mt: 1, color: GOLD, fontSize: '0.85rem', fontStyle: 'normal', letterSpacing: 1 }}>
                    {scripture.reference}
                  </Typography>
                )}
              </Box>
            )}
            <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, mt: 3, mb: 0 }}>
              {social.map((s) => {
                const Icon = SOCIAL_ICONS[s.icon];
                return (
                  <li key={s.label}>
                    <Box
                      component="a"
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${venue.name} on ${s.label} (opens in a new tab)`}
                      sx={{
                        display: 'grid',
                        placeItems: 'center',
                        width: 42,
                        height: 42,
                        borderRadius: '50%',
                        color: '#fff',
                        border: '1px solid rgba(255,255,255,0.25)',
                        transition: 'all 200ms ease',
                        '&:hover': { bgcolor: GOLD, color: '#14241A', borderColor: GOLD },
                      }}
                    >
                      <Icon fontSize="small" />
                    </Box>
                  </li>
                );
              })}
            </Box>
          </Box>

          {groups.map((group) => (
            <Box component="nav" aria-label={group.title} key={group.title}>
              <Heading>{group.title}</Heading>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Box component={RouterLink} to={link.to} sx={linkSx}>
                      {link.label}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          ))}

          <Box>
            <Heading>Visit Us</Heading>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <ContactLine icon={<PlaceIcon fontSize="small" />}>
                <Box component="address" sx={{ fontStyle: 'normal' }}>
                  {venue.address.map((line) => (
                    <Box key={line}>{line}</Box>
                  ))}
                </Box>
              </ContactLine>
              <ContactLine icon={<PhoneIcon fontSize="small" />}>
                <Box component="a" href={venue.phone.href} sx={linkSx}>
                  {venue.phone.display}
                </Box>
              </ContactLine>
              <ContactLine icon={<EmailIcon fontSize="small" />}>
                <Box component="a" href={`mailto:${venue.email}`} sx={linkSx}>
                  {venue.email}
                </Box>
              </ContactLine>
              <ContactLine icon={<ScheduleIcon fontSize="small" />}>{venue.hours}</ContactLine>
            </Box>
          </Box>
        </Box>

        <Box
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.14)',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            justifyContent: 'space-between',
            color: 'rgba(255,255,255,0.72)',
            fontSize: '0.875rem',
          }}
        >
          <span>
            © {year} {venue.name}. All rights reserved.
          </span>
          <Box component="nav" aria-label="Legal" sx={{ display: 'flex', gap: 3 }}>
            {legal.map((link) => (
              <Box key={link.to} component={RouterLink} to={link.to} sx={{ ...linkSx, fontSize: '0.875rem' }}>
                {link.label}
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
