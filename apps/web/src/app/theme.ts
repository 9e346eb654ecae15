import { createTheme } from '@mui/material/styles';
import { STORAGE_KEYS } from '@/lib/storage';
import { ssrMatchMedia } from '@/lib/server-viewport';

/** The venue's green, earth and gold palette (spec section 2), in light and dark schemes; mode defaults to system. */
const brand = {
  forest: '#2E5E3E',
  forestLight: '#5E8F6A',
  gold: '#C9A227',
  goldDark: '#A07F12',
  earth: '#8B5E3C',
  sand: '#F6F1E7',
};

/** The theme's CSS variables are named --venue-*. */
export const CSS_VAR_PREFIX = 'venue';

const FOCUS_DARK = '#1E2A22';
const v = (name: string) => `var(--venue-${name})`;

/** High contrast on a black surface: the whole page in dark mode, and the brand bands (below) in both modes. */
const highContrastOnBlack = {
  '--venue-palette-text-primary': '#FFFFFF',
  '--venue-palette-text-primaryChannel': '255 255 255',
  '--venue-palette-text-secondary': '#F2F2F2',
  '--venue-palette-text-secondaryChannel': '242 242 242',
  '--venue-palette-background-default': '#000000',
  '--venue-palette-background-defaultChannel': '0 0 0',
  '--venue-palette-background-paper': '#000000',
  '--venue-palette-background-paperChannel': '0 0 0',
  '--venue-palette-divider': '#FFFFFF',
  '--venue-palette-action-active': '#FFFFFF',
  '--venue-palette-primary-main': '#A8E6B6',
  '--venue-palette-primary-mainChannel': '168 230 182',
  '--venue-palette-primary-dark': '#7FB38C',
  '--venue-palette-secondary-main': '#F5D66B',
  '--venue-palette-secondary-mainChannel': '245 214 107',
  '--venue-palette-secondary-contrastText': '#000000',
};

/**
 * The landing hero and call-to-action, the inner pages' hero and the public footer paint fixed white-on-green
 * colours that the palette variables do not reach; they carry data-brand-band. In high contrast they become solid
 * black with white text in light and dark mode alike: they stay visibly distinct bands, and the header,
 * transparent over the hero with white text, stays readable. Their own variables switch to the on-black set so
 * buttons and focus rings inside them keep their contrast too.
 */
const highContrastBrandBands = {
  'html[data-contrast="high"] [data-brand-band]': {
    ...highContrastOnBlack,
    background: '#000000',
    color: '#FFFFFF',
    colorScheme: 'dark',
  },
  // Every hard-coded gold or translucent white inside gives way to plain white; contained buttons keep their own
  // text colour (black on the bright gold above).
  'html[data-contrast="high"] [data-brand-band] :not(.MuiButton-contained, .MuiButton-contained *)': {
    color: 'inherit',
    borderColor: 'currentColor',
  },
  // The footer's social links fill with gold on hover, which white icons cannot be read on.
  'html[data-contrast="high"] [data-brand-band] a:not(.MuiButtonBase-root):hover': { backgroundColor: 'transparent' },
  // Glows and soft hills are decoration: the surface is solid.
  'html[data-contrast="high"] [data-brand-band] [data-brand-art]': { display: 'none' },
};

/**
 * The accessibility panel's switches act through attributes on <html> (features/accessibility/apply-settings.ts),
 * so these rules live with the theme and nothing re-renders when a setting changes.
 */
const accessibilityStyles = {
  // High contrast: near-black on white (white on black in dark mode), solid surfaces, strong borders.
  'html[data-contrast="high"]': {
    '--venue-palette-text-primary': '#000000',
    '--venue-palette-text-primaryChannel': '0 0 0',
    '--venue-palette-text-secondary': '#1A1A1A',
    '--venue-palette-text-secondaryChannel': '26 26 26',
    '--venue-palette-background-default': '#FFFFFF',
    '--venue-palette-background-defaultChannel': '255 255 255',
    '--venue-palette-background-paper': '#FFFFFF',
    '--venue-palette-background-paperChannel': '255 255 255',
    '--venue-palette-divider': '#000000',
    '--venue-palette-action-active': '#000000',
    '--venue-palette-primary-main': '#173F26',
    '--venue-palette-primary-mainChannel': '23 63 38',
    '--venue-palette-primary-dark': '#0C2414',
    '--venue-palette-secondary-main': '#6B5208',
    '--venue-palette-secondary-mainChannel': '107 82 8',
    '--venue-palette-secondary-contrastText': '#FFFFFF',
  },
  'html.dark[data-contrast="high"]': highContrastOnBlack,
  'html[data-contrast="high"] *': { backdropFilter: 'none !important', textShadow: 'none !important' },
  'html[data-contrast="high"] .MuiPaper-root': { backgroundImage: 'none' },
  'html[data-contrast="high"] :is(.MuiCard-root, .MuiPaper-outlined, .MuiDialog-paper, .MuiPopover-paper)': {
    border: `2px solid ${v('palette-text-primary')}`,
  },
  'html[data-contrast="high"] .MuiOutlinedInput-notchedOutline': { borderColor: v('palette-text-primary'), borderWidth: 2 },
  'html[data-contrast="high"] .MuiButton-outlined': { borderWidth: 2, borderColor: 'currentColor' },
  'html[data-contrast="high"] :is(.MuiLink-root, a:not(.MuiButtonBase-root))': { textDecoration: 'underline' },
  ...highContrastBrandBands,

  // Reduced motion: beats MUI's inline transition styles because an !important rule outranks a plain inline one.
  'html[data-reduced-motion="on"] *, html[data-reduced-motion="on"] *::before, html[data-reduced-motion="on"] *::after': {
    animation: 'none !important',
    transition: 'none !important',
    scrollBehavior: 'auto !important',
  },

  // Keyboard navigation: a plain outline where the keyboard put the focus (the browser decides via :focus-visible).
  // Elements focused by script only (tabindex -1, e.g. <main> after the skip link) keep their own look.
  'html[data-keyboard-nav="on"] :is(:focus-visible:not([tabindex="-1"]):not(.MuiInputBase-input), .Mui-focusVisible)': {
    outline: `2px solid ${v('palette-primary-main')}`,
    outlineOffset: 2,
  },
  // Focus ring: gold outside, dark inside, so it shows on white, on the forest-green bars and in dark mode.
  'html[data-focus-ring="on"] :is(:focus-visible:not([tabindex="-1"]):not(.MuiInputBase-input), .Mui-focusVisible, .MuiInputBase-root:has(.MuiInputBase-input:focus-visible))':
    {
      outline: `3px solid ${brand.gold} !important`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${FOCUS_DARK}`,
    },
};

export const theme = createTheme({
  // CSS variables let the mode switch without re-rendering, and a class selector lets us force a mode later.
  cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: CSS_VAR_PREFIX },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: brand.forest, contrastText: '#FFFFFF' },
        secondary: { main: brand.gold, dark: brand.goldDark, contrastText: '#1F1A0A' },
        info: { main: brand.earth },
        success: { main: '#3A7D44' },
        // MUI's error red (#d32f2f) is 4.4:1 on the sand page: a field's error label and helper text failed AA.
        error: { main: '#C62828' },
        background: { default: brand.sand, paper: '#FFFFFF' },
        text: { primary: '#1E2A22', secondary: '#4A5A4F' },
        // Toasts are filled alerts, whose text MUI picks at a 3:1 threshold: white on the orange read at 3.1:1.
        Alert: { warningFilledColor: '#1F1A0A' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#7FB38C', contrastText: '#0E1A12' },
        secondary: { main: '#E0BE4F', contrastText: '#1F1A0A' },
        info: { main: '#C4976F' },
        // MUI's dark error red (#f44336) is 4.4:1 on this paper and takes white text at 3.7:1: error labels and
        // helper texts failed AA, and red chips and buttons needed a darker fill. These reds read on the paper
        // (5.7:1) and under dark text (6.6:1; 5.2:1 on the hover shade), so filled red needs no exception.
        error: { main: '#FF6659', dark: '#E5534B', light: '#FF8A80', contrastText: '#1A0B0B' },
        background: { default: '#111813', paper: '#18221B' },
        // Filled alerts (toasts) here are filled with each colour's dark shade and took white text at 4.1:1 on the
        // green and 3.7:1 on the red (axe on a dark "Photo Added" toast): a deeper green, and the reds' dark text.
        Alert: { successFilledBg: '#2E7D32', successFilledColor: '#FFFFFF', errorFilledColor: '#1A0B0B' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h4: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: accessibilityStyles },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // MUI lets an alert's text scroll (overflow: auto); long words then make a scrollable region no keyboard can
    // reach (axe: scrollable-region-focusable, seen on a phone while the page reflowed). Text wraps instead.
    MuiAlert: { styleOverrides: { message: { overflow: 'visible', overflowWrap: 'anywhere' } } },
    // While a page is drawn on the server and hydrated, media queries answer for the screen it was drawn for
    // (lib/server-viewport.ts); the browser's own answer follows once hydrated.
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } },
  },
});

export const brandColors = brand;

/** Where the colour mode is kept and how it reaches <html>: shared by the ThemeProvider and the pre-paint script. */
export const COLOR_SCHEME_OPTIONS = {
  attribute: 'class',
  defaultMode: 'system',
  modeStorageKey: STORAGE_KEYS.themeMode,
  colorSchemeStorageKey: STORAGE_KEYS.colorScheme,
} as const;
