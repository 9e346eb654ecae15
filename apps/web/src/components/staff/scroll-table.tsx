import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen instead of squeezing its columns. The scrolling box is a
 * named, focusable region so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, children, size = 'medium' }: { label: string; children: ReactNode; size?: 'small' | 'medium' }) {
  return (
    <TableContainer component={Paper} variant="outlined" role="region" aria-label={label} tabIndex={0}>
      <Table size={size} aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
