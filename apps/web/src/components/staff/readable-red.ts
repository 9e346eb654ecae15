import type { Theme } from '@mui/material/styles';

/**
 * Red text (and border) that reads at WCAG AA wherever the console puts it: MUI's error red is 4.4:1 on the
 * page's cream background in light mode and on dark paper in dark mode, so each scheme takes the shade that
 * passes. For outlined and text buttons and outlined chips of the error colour.
 */
export const readableRed = (theme: Theme) => ({
  color: 'error.dark',
  borderColor: 'error.dark',
  ...theme.applyStyles('dark', { color: 'error.light', borderColor: 'error.light' }),
});
