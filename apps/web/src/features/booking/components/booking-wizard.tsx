import Container from '@mui/material/Container';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { EventTypeGrid } from '@/features/booking/components/event-type-grid';
import { loadWizardSession } from '@/features/booking/components/load-wizard-session';
import { liveCopy } from '@/features/booking/session-copies';

// The steps (their forms, pickers and rules) are fetched when a booking starts or resumes, not with the event type
// grid: /booking opened directly then runs a third less JavaScript before it responds (bench/results/web.md).
const WizardSession = lazy(async () => ({ default: (await loadWizardSession()).WizardSession }));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /booking: the event type grid until a session exists, then the steps. The session is found from the URL's
 * session_id (a reload, a shared link) or else from the newest live local copy (a closed tab).
 */
export function BookingWizard({ selectedDateLabel }: { selectedDateLabel?: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = params.get('session_id');
  const date = params.get('date');
  const requestedDate = date && ISO_DAY.test(date) ? date : null;
  const sessionId = fromUrl;

  // A closed tab's booking is found after the first render: plain /booking is prerendered as the event type grid,
  // and the page must first render what the server sent. Expired copies are dropped once, on the way in (spec:
  // "expired ones are removed at startup").
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current) return;
    looked.current = true;
    const recovered = fromUrl ? null : liveCopy();
    if (recovered) setParams((p) => (p.set('session_id', recovered.session_id), p), { replace: true });
  }, [fromUrl, setParams]);

  const open = (id: string) =>
    setParams((p) => {
      p.set('session_id', id);
      return p;
    });
  const startOver = () => navigate('/booking', { replace: true });

  if (!sessionId) return <EventTypeGrid selectedDateLabel={selectedDateLabel} onStarted={open} />;
  return (
    <Suspense
      fallback={
        <Container maxWidth="md" sx={{ py: 6 }}>
          <LoadingBlock height={420} label="Loading your booking" />
        </Container>
      }
    >
      <WizardSession key={sessionId} sessionId={sessionId} requestedDate={requestedDate} onStartOver={startOver} />
    </Suspense>
  );
}
