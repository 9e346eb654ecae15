import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { Fragment, type Key, type ReactNode } from 'react';
import { SCROLL_HINT_SX } from '@/components/tables/scroll-hint';
import { STICKY_ACTIONS_SX } from '@/components/tables/sticky-actions';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';

export type TLayout = 'table' | 'card';

/** Where a column's value goes on a phone's card: its heading line, a labelled field, its row of buttons, or nowhere. */
export type TCardPlace = 'title' | 'field' | 'actions' | 'hidden';

export interface TColumn<Row> {
  /** The column's heading, and on a card the label before the value. */
  header: string;
  /** The value; `layout` lets a control take a form that fits a card (a text button for an icon). */
  cell: (row: Row, layout: TLayout) => ReactNode;
  /** `field` unless said: the first `title` column heads the card, the `actions` columns end it. */
  card?: TCardPlace;
  align?: 'left' | 'right';
  /** The heading is for screen readers only (a column of toggles). */
  headerHidden?: boolean;
  padding?: 'checkbox' | 'normal';
  /** The cell's style in the table (width, wrapping). */
  sx?: SxProps<Theme>;
}

interface TProps<Row> {
  /** The list's accessible name, both as a table and as cards. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly TColumn<Row>[];
  /** Content under a row across every column (an audit entry's changes), at the foot of its card on a phone. */
  detail?: (row: Row) => ReactNode;
  /** The row to point at (outlined, and marked data-highlighted so a screen can scroll to it). */
  highlighted?: (row: Row) => boolean;
  size?: 'small' | 'medium';
  /** Above a phone, below this width (px) the table scrolls in its frame instead of squeezing its columns. */
  minWidth?: number;
  /** An outlined frame (the console's lists) or none (a table already inside a card). */
  framed?: boolean;
}

const OUTLINE = { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 } as const;

/**
 * A list that is a table from the sm breakpoint up and a column of cards below it, so that on a 375 px phone every
 * value and every button is on the screen instead of past a table's edge (issue 39, point 6). Above a phone a table
 * wider than its frame scrolls sideways, with shadows at the edges that hint at more, and a last column of actions
 * stays in view (STICKY_ACTIONS_SX).
 */
export function ResponsiveTable<Row>({ label, rows, rowKey, columns, detail, highlighted, size = 'medium', minWidth, framed = true }: TProps<Row>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) return <CardList label={label} rows={rows} rowKey={rowKey} columns={columns} detail={detail} highlighted={highlighted} />;

  const stickyActions = columns.at(-1)?.card === 'actions';
  return (
    <TableContainer
      component={framed ? Paper : 'div'}
      {...(framed ? { variant: 'outlined' } : {})}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={SCROLL_HINT_SX}
    >
      <Table size={size} aria-label={label} sx={[minWidth ? { minWidth } : {}, stickyActions ? STICKY_ACTIONS_SX : {}]}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.align} padding={c.padding}>
                {c.headerHidden ? (
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {c.header}
                  </Box>
                ) : (
                  c.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const marked = highlighted?.(row) ?? false;
            const more = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <TableRow selected={marked} data-highlighted={marked || undefined} sx={[marked ? OUTLINE : {}, more ? { '& > td': { borderBottom: 0 } } : {}]}>
                  {columns.map((c) => (
                    <TableCell key={c.header} align={c.align} padding={c.padding} sx={c.sx}>
                      {c.cell(row, 'table')}
                    </TableCell>
                  ))}
                </TableRow>
                {detail && (
                  <TableRow>
                    <TableCell colSpan={columns.length} sx={{ py: 0 }}>
                      {more}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Below sm: a card a row, its title first, then each value under its column's heading, then its buttons. */
function CardList<Row>({ label, rows, rowKey, columns, detail, highlighted }: Omit<TProps<Row>, 'size' | 'minWidth' | 'framed'>) {
  const title = columns.find((c) => c.card === 'title');
  const fields = columns.filter((c) => (c.card ?? 'field') === 'field');
  const actions = columns.filter((c) => c.card === 'actions');
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {rows.map((row) => {
        const marked = highlighted?.(row) ?? false;
        // A row without a button of its own (an installment not yet due) has no empty row of buttons.
        const buttons = actions
          .map((c) => ({ key: c.header, node: c.cell(row, 'card') }))
          .filter((b) => b.node !== null && b.node !== undefined && b.node !== false);
        return (
          <Box
            component="li"
            key={rowKey(row)}
            data-highlighted={marked || undefined}
            sx={[{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0, overflowWrap: 'anywhere' }, marked ? OUTLINE : {}]}
          >
            {title && <Box sx={{ fontWeight: 600, mb: fields.length ? 1 : 0 }}>{title.cell(row, 'card')}</Box>}
            {fields.length > 0 && (
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}
              >
                {fields.map((c) => (
                  <Fragment key={c.header}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                      {c.cell(row, 'card')}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            )}
            {buttons.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                {buttons.map((b) => (
                  <Fragment key={b.key}>{b.node}</Fragment>
                ))}
              </Box>
            )}
            {detail?.(row)}
          </Box>
        );
      })}
    </Box>
  );
}
