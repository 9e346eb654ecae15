import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { theme } from '@/app/theme';

/**
 * Error text (field labels, helper texts, red buttons) must read at WCAG AA on every surface of both schemes:
 * MUI's own reds were 4.4:1 on the sand page (light) and on the dark paper.
 */
describe('the theme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps the error red at AA in the ${scheme} scheme`, () => {
      const palette = theme.colorSchemes[scheme]!.palette;
      for (const surface of [palette.background.default, palette.background.paper])
        expect(getContrastRatio(palette.error.main, surface), `${palette.error.main} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.error.contrastText, palette.error.main)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
