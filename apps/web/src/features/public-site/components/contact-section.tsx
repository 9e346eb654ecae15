import EmailIcon from '@mui/icons-material/Email';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/features/public-site/components/section-heading';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ p: 4, borderRadius: '20px', bgcolor: 'background.paper', border: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 52,
          height: 52,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          background: 'linear-gradient(145deg, #8B5E3C, #C9A227)',
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="h3" sx={{ fontFamily: 'Georgia, serif', mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ color: 'text.secondary', lineHeight: 1.7, '& a': { color: 'primary.main', fontWeight: 600 } }}>{children}</Box>
    </Box>
  );
}

/** How to reach the venue; used by /facilities and the honest "opening soon" booking page. */
export function ContactSection({ title = 'Plan Your Visit' }: { title?: string }) {
  const venue = useSiteVenue();
  return (
    <Box component="section" aria-labelledby="contact-title" sx={{ py: { xs: 10, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="contact-title" overline="Get in touch" title={title}>
          Walk the grounds with our coordinator, or ask us anything about dates, packages and logistics.
        </SectionHeading>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        >
          <ContactCard icon={<PhoneIcon />} title="Call us">
            <a href={venue.phone.href}>{venue.phone.display}</a>
            {venue.landline && (
              <>
                <br />
                <a href={venue.landline.href}>{venue.landline.display}</a>
              </>
            )}
          </ContactCard>
          <ContactCard icon={<EmailIcon />} title="Email us">
            <a href={`mailto:${venue.email}`}>{venue.email}</a>
            <br />
            We reply by e-mail.
          </ContactCard>
          <ContactCard icon={<PlaceIcon />} title="Find us">
            {venue.address.map((line) => (
              <Box key={line}>{line}</Box>
            ))}
            {venue.mapUrl && (
              <a href={venue.mapUrl} target="_blank" rel="noopener noreferrer">
                Open the map
              </a>
            )}
          </ContactCard>
          <ContactCard icon={<EventAvailableIcon />} title="Office hours">
            {venue.hours}
            <br />
            {venue.visits}
          </ContactCard>
        </Box>
      </Container>
    </Box>
  );
}
