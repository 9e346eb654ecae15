import type { SxProps, Theme } from '@mui/material/styles';

/**
 * For a table whose last column holds each row's actions: on a phone the table scrolls sideways inside its frame,
 * and the actions stay in view at its right edge instead of scrolling out with the other columns.
 */
export const STICKY_ACTIONS_SX = {
  '& :is(th, td):last-of-type': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderLeft: '1px solid',
    borderLeftColor: 'divider',
  },
} satisfies SxProps<Theme>;
