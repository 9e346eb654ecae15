import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { AccessibilityButton } from '@/features/accessibility/components/accessibility-button';

/** A page's code chunk could not be fetched (often: a deploy replaced it). The router keeps that failure cached. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message);

/** The spec's error fallback: shown when a route throws while rendering or its code chunk fails to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  if (import.meta.env.DEV) console.error(error);

  const tryAgain = () => {
    // A failed chunk needs a full reload (which also fetches a fresh index.html); anything else is rendered again
    // in place: a new location resets the router's error boundary and keeps the session and cached data.
    if (isChunkLoadError(error)) window.location.reload();
    else void navigate(location, { replace: true, state: location.state });
  };

  return (
    <>
      <Stack
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        spacing={3}
        sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
      >
        <Typography variant="h4" component="h1">
          Oops! Something went wrong
        </Typography>
        <Typography color="text.secondary">An unexpected error occurred. Please try again.</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={tryAgain}>
            Try Again
          </Button>
          <Button variant="outlined" href="/">
            Go to Home
          </Button>
        </Stack>
      </Stack>
      <AccessibilityButton />
    </>
  );
}
