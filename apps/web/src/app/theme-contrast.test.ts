import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { theme } from '@/app/theme';

/**
 * Error text (field labels, helper texts) and text on red (chips, buttons, their hover) must read at WCAG AA in
 * both schemes: MUI's own reds were 4.4:1 on the sand page (light) and on the dark paper, and took white text
 * at 3.7:1 in the dark scheme.
 */
describe('the theme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps the error red at AA in the ${scheme} scheme`, () => {
      const palette = theme.colorSchemes[scheme]!.palette;
      for (const surface of [palette.background.default, palette.background.paper])
        expect(getContrastRatio(palette.error.main, surface), `${palette.error.main} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      // Text on a red fill (chips, buttons), and on the hover shade.
      for (const fill of [palette.error.main, palette.error.dark])
        expect(getContrastRatio(palette.error.contrastText, fill), `${palette.error.contrastText} on ${fill}`).toBeGreaterThanOrEqual(4.5);
    });
  }
});
