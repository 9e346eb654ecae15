import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PUBLIC_HEADER_OFFSET } from '@/components/public-layout/public-header-height';

/** An expired session (the clock ran out, or the server answered 410): its hold is gone, so only a new start helps. */
export function ExpiredNotice({ message, onStartOver }: { message: string; onStartOver: () => void }) {
  return (
    // Below the fixed public header, which takes no room of its own.
    <Container maxWidth="sm" sx={{ mt: PUBLIC_HEADER_OFFSET, py: { xs: 6, md: 10 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontFamily: 'Georgia, serif' }}>
        Book Your Event
      </Typography>
      <Alert severity="error" role="alert">
        <AlertTitle>Session expired</AlertTitle>
        {message}
      </Alert>
      <Button variant="contained" size="large" onClick={onStartOver} sx={{ mt: 3, borderRadius: 999, px: 4 }}>
        Start New Booking
      </Button>
    </Container>
  );
}
