import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** Hidden until focused, so keyboard users can jump over the top bar straight to the page content (a <main
 * id={MAIN_CONTENT_ID} tabIndex={-1}> on every page receives the focus). */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move focus ourselves: a hash change would be taken by the router as a navigation.
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (t) => t.zIndex.tooltip + 1,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
