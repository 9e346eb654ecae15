import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { SCROLL_HINT_SX } from '@/components/tables/scroll-hint';
import { STICKY_ACTIONS_SX } from '@/components/tables/sticky-actions';

/**
 * A table that scrolls sideways on a narrow screen instead of squeezing its columns, with a shadow at an edge past
 * which there is more (SCROLL_HINT_SX). The scrolling box is a named, focusable region so keyboard users can scroll
 * it too (axe: scrollable-region-focusable). A list whose rows hold buttons or many values is better as
 * ResponsiveTable, whose rows are cards on a phone.
 */
export function ScrollTable({
  label,
  children,
  size = 'medium',
  stickyActions = false,
  minWidth,
}: {
  label: string;
  children: ReactNode;
  size?: 'small' | 'medium';
  /** The last column holds the row's actions: it stays in view while the rest scrolls (STICKY_ACTIONS_SX). */
  stickyActions?: boolean;
  /** Below this width (px) the table scrolls instead of squeezing its columns into a letter a line. */
  minWidth?: number;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" role="region" aria-label={label} tabIndex={0} sx={SCROLL_HINT_SX}>
      <Table size={size} aria-label={label} sx={[minWidth ? { minWidth } : {}, stickyActions ? STICKY_ACTIONS_SX : {}]}>
        {children}
      </Table>
    </TableContainer>
  );
}
