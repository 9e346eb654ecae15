import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HillsArt } from '@/components/public-layout/hills-art';

/** The green band that opens every inner public page; it also clears the fixed header. */
export function PageHero({ overline, title, children }: { overline: string; title: string; children?: ReactNode }) {
  return (
    <Box
      data-brand-band
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        pt: { xs: 14, md: 18 },
        pb: { xs: 9, md: 12 },
        background:
          'radial-gradient(ellipse at 85% 0%, rgba(201,162,39,0.30), transparent 55%), linear-gradient(160deg, #1F4029 0%, #2E5E3E 55%, #4A5A36 100%)',
      }}
    >
      <HillsArt />
      <Container maxWidth="md" sx={{ position: 'relative', textAlign: 'center' }}>
        <Typography sx={{ color: '#F0D57A', letterSpacing: 3, fontWeight: 700, fontSize: '0.8rem', textTransform: 'uppercase', mb: 2 }}>{overline}</Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.3rem', md: '3.4rem' }, mb: 2.5 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
