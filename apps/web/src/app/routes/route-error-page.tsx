import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

/** The spec's error fallback: shown when a route throws while rendering or its code chunk fails to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Stack component="main" id={MAIN_CONTENT_ID} tabIndex={-1} spacing={3} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        Oops! Something went wrong
      </Typography>
      <Typography color="text.secondary">An unexpected error occurred. Please try again.</Typography>
      <Stack direction="row" spacing={2}>
        {/* A full reload also fetches a fresh index.html after a deploy replaced the old chunks. */}
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try Again
        </Button>
        <Button variant="outlined" href="/">
          Go to Home
        </Button>
      </Stack>
    </Stack>
  );
}
