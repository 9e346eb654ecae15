import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TablePagination from '@mui/material/TablePagination';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { SCROLL_HINT_SX } from '@/components/tables/scroll-hint';
import { PAGE_SIZE } from '@/features/staff-sales/api/staff-sales.queries';

interface TProps {
  /** The table's accessible name, also the scroll region's. */
  label: string;
  children: ReactNode;
  /** Server paging: the total count and the 1-based page. */
  count?: number;
  page?: number;
  onPage?: (page: number) => void;
}

/**
 * A list of the console: scrolls sideways on a phone instead of squeezing its columns, with shadows at the edges
 * hinting at more (a focusable region, so a keyboard can scroll it), with the server's pages under it.
 */
export function DataTable({ label, children, count, page, onPage }: TProps) {
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={label} sx={SCROLL_HINT_SX}>
        <Table size="small" aria-label={label}>
          {children}
        </Table>
      </TableContainer>
      {count !== undefined && page !== undefined && onPage && count > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={count}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_e, next) => onPage(next + 1)}
        />
      )}
    </Paper>
  );
}
