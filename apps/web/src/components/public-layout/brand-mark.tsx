import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The venue wordmark: the logo the admin uploaded (Venue Details, served from our own origin) beside the name, or
 * a small inline-SVG arch and leaf when there is none. The name beside it carries the meaning: the image is decoration.
 */
export function BrandMark({ name, tagline, logoUrl = null, compact = false }: { name: string; tagline: string; logoUrl?: string | null; compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.25 }, minWidth: 0 }}>
      {logoUrl ? (
        <Box
          component="img"
          src={logoUrl}
          alt=""
          sx={{ height: { xs: 30, sm: 36 }, width: 'auto', maxWidth: { xs: 56, sm: 72 }, objectFit: 'contain', flexShrink: 0, borderRadius: 0.5 }}
        />
      ) : (
        <Box component="svg" viewBox="0 0 40 40" aria-hidden sx={{ width: 36, height: 36, flexShrink: 0 }}>
          <circle cx="20" cy="20" r="19" fill="none" stroke="#C9A227" strokeWidth="1.5" />
          <path d="M11 30V18a9 9 0 0 1 18 0v12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <path d="M20 28c-4-3-5-7-2-11 3 3 4 7 2 11Z" fill="#C9A227" />
          <path d="M9 30h22" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </Box>
      )}
      <Box sx={{ lineHeight: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontFamily: 'Georgia, "Times New Roman", serif',
            fontWeight: 700,
            fontSize: compact ? '1.1rem' : { xs: '1.1rem', sm: '1.25rem' },
            letterSpacing: 0.3,
            lineHeight: 1.15,
            // A long name beside a logo wraps on a phone rather than pushing Book Now and the menu off the screen.
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            overflowWrap: 'anywhere',
          }}
        >
          {name}
        </Typography>
        {tagline && (
          <Typography
            component="span"
            sx={{ display: compact ? 'none' : { xs: 'none', sm: 'block' }, fontSize: '0.68rem', letterSpacing: 2.2, textTransform: 'uppercase', opacity: 0.85 }}
          >
            {tagline}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
