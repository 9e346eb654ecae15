/**
 * Hides text from sight but not from screen readers. Sizes are written in px: in MUI's `sx` a bare 1 means 100%,
 * which once made such a label as wide as the page and pushed it sideways on a phone.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
