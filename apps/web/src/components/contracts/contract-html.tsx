import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

type TContractHtmlProps = {
  html: string;
  /** Names the scrollable region for screen readers: the client reads "Contract text", staff name what they see. */
  label?: string;
  maxHeight?: number | string;
  /** Staff screens add their own rules (template headings, long unbroken text) on top of the common ones. */
  sx?: SxProps<Theme>;
};

/**
 * Contract and template HTML, written by staff: sanitized before it reaches the page, whatever the server did.
 * Client and staff screens show it through this one component so the sanitizing rules cannot drift apart.
 */
export function ContractHtml({ html, label = 'Contract text', maxHeight = 360, sx }: TContractHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Box
      // Scrollable region: focusable so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={[
        {
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
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
