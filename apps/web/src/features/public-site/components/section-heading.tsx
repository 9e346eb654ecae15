import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Overline, serif title and a short lead, centered: the rhythm every landing section shares. */
export function SectionHeading({
  id,
  overline,
  title,
  children,
  inverted = false,
}: {
  id?: string;
  overline: string;
  title: string;
  children?: ReactNode;
  inverted?: boolean;
}) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      {overline && (
        <Typography
          sx={(theme) => ({
            color: inverted ? '#F0D57A' : '#7A5C0C',
            ...(!inverted && theme.applyStyles('dark', { color: '#E0BE4F' })),
            letterSpacing: 3,
            fontWeight: 700,
            fontSize: '0.78rem',
            textTransform: 'uppercase',
            mb: 1.5,
          })}
        >
          {overline}
        </Typography>
      )}
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2, color: inverted ? '#fff' : 'text.primary' }}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ width: 64, height: 2, mx: 'auto', mb: 2.5, background: 'linear-gradient(90deg, transparent, #C9A227, transparent)' }} />
      {children && (
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.75, color: inverted ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
