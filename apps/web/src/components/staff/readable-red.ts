import type { Theme } from '@mui/material/styles';

/**
 * Red text (and border) with room to spare over WCAG AA wherever the console puts it, tinted chips included:
 * the darker shade in light mode, the lighter in dark mode (the theme's error red itself is at AA on the page and
 * on paper, app/theme-contrast.test.ts). For outlined and text buttons and outlined chips of the error colour.
 */
export const readableRed = (theme: Theme) => ({
  color: 'error.dark',
  borderColor: 'error.dark',
  ...theme.applyStyles('dark', { color: 'error.light', borderColor: 'error.light' }),
});
