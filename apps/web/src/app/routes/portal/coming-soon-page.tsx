import Construction from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

/** Titles of the portal sections whose screens are not built yet, by first path segment. */
const SECTIONS: Record<string, { title: string; text: string }> = {
  events: { title: 'My Events', text: 'Follow your events, tasks and documents here.' },
  contracts: { title: 'Contracts', text: 'Review and e-sign your contracts here.' },
  help: { title: 'Help & Support', text: 'Guides and ways to reach the venue team will be here.' },
};

export function Component() {
  const { pathname } = useLocation();
  const section = SECTIONS[pathname.split('/')[1] ?? ''] ?? { title: 'Coming Soon', text: '' };
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        {section.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Construction sx={{ fontSize: 48, color: 'secondary.dark' }} aria-hidden />
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          Coming soon in the portal
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {section.text} This part of the portal is on its way.
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Back to Dashboard
        </Button>
      </Paper>
    </Stack>
  );
}
