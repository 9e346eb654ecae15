import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const WIDTHS = { sm: 600, md: 900, lg: 1200 } as const;

/**
 * MUI's Container in a few lines: the landing sections use this so the landing page does not pull Container's
 * own chunk (the landing page has a tight JavaScript budget).
 */
export function SectionContainer({ maxWidth = 'lg', children }: { maxWidth?: keyof typeof WIDTHS; children: ReactNode }) {
  return <Box sx={{ position: 'relative', width: '100%', maxWidth: WIDTHS[maxWidth], mx: 'auto', px: { xs: 2, sm: 3 } }}>{children}</Box>;
}
