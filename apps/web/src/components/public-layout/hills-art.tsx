import Box from '@mui/material/Box';

/** Layered hills drawn inline (the CSP allows no external images): a quiet nod to the Sierra Madre skyline. */
export function HillsArt({ fill = 'var(--venue-palette-background-default)' }: { fill?: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 1440 160"
      preserveAspectRatio="none"
      aria-hidden
      data-brand-art
      sx={{ position: 'absolute', left: 0, right: 0, bottom: -1, width: '100%', height: { xs: 48, md: 90 }, display: 'block', pointerEvents: 'none' }}
    >
      <path d="M0 90 C 180 40 320 40 480 80 S 780 130 960 70 S 1280 30 1440 70 V160 H0Z" fill="rgba(255,255,255,0.07)" />
      <path d="M0 120 C 220 80 380 100 560 112 S 900 70 1100 96 S 1340 120 1440 104 V160 H0Z" fill="rgba(255,255,255,0.10)" />
      <path d="M0 140 C 240 118 480 150 720 138 S 1200 120 1440 136 V160 H0Z" fill={fill} />
    </Box>
  );
}
