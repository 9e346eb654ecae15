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

    // Toasts are filled alerts: MUI fills them with each colour's main (light) or dark (dark scheme) shade and picks
    // white or black text at a 3:1 threshold, so white on the dark scheme's green (#388E3C) read at 4.1:1.
    it(`keeps the text of filled alerts at AA in the ${scheme} scheme`, () => {
      const alert = theme.colorSchemes[scheme]!.palette.Alert;
      const unreadable = (['error', 'info', 'success', 'warning'] as const)
        .map((severity) => {
          const fill = String(alert[`${severity}FilledBg`]).replace(/^var\(--[\w-]+, (.*)\)$/, '$1');
          const text = String(alert[`${severity}FilledColor`]);
          return { severity, text, fill, ratio: getContrastRatio(text, fill) };
        })
        .filter((c) => c.ratio < 4.5)
        .map((c) => `${c.severity}: ${c.text} on ${c.fill} (${c.ratio.toFixed(2)}:1)`);
      expect(unreadable).toEqual([]);
    });
  }
});
