import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Contract and template HTML, written by staff: sanitized before it reaches the page whatever the server did,
 * as the client's contract view does. A scrollable region, focusable so a keyboard can scroll it.
 */
export function ContractHtml({ html, label, maxHeight = 480 }: { html: string; label: string; maxHeight?: number | string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{
        maxHeight,
        overflowY: 'auto',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
        overflowWrap: 'anywhere',
        '& h1, & h2': { typography: 'h6', mt: 0 },
        '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 0.5 },
        '& p, & li': { typography: 'body2' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
