/**
 * The fixed public header's height, in px per breakpoint. The header takes no room in the page's flow: a page
 * without a full-bleed hero starts this far down, and sticky bars stop this far from the top.
 */
export const PUBLIC_HEADER_HEIGHT = { xs: 64, md: 76 } as const;

/** The same as CSS lengths, for padding and margins (where MUI reads a bare number as theme spacing units). */
export const PUBLIC_HEADER_OFFSET = { xs: `${PUBLIC_HEADER_HEIGHT.xs}px`, md: `${PUBLIC_HEADER_HEIGHT.md}px` } as const;
