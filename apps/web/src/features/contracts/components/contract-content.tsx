import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The contract body is HTML written by staff: sanitized before it reaches the page, whatever the server did. */
export function ContractContent({ html, maxHeight = 360 }: { html: string; maxHeight?: number | string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Box
      // Scrollable region: focusable so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label="Contract text"
      sx={{
        maxHeight,
        overflowY: 'auto',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
        '& h2': { typography: 'h6', mt: 0 },
        '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 0.5 },
        '& p, & li': { typography: 'body2' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
