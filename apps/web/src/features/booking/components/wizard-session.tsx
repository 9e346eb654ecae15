import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useQuery } from '@tanstack/react-query';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PUBLIC_HEADER_OFFSET } from '@/components/public-layout/public-header-height';
import { isApiError } from '@/lib/api-error';
import { flowQuery, sessionQuery } from '@/features/booking/api/booking.queries';
import { useAbandonSession } from '@/features/booking/api/use-abandon-session';
import { useGoToStep } from '@/features/booking/api/use-go-to-step';
import { useUpdateSession } from '@/features/booking/api/use-update-session';
import { ExpiredNotice } from '@/features/booking/components/expired-notice';
import { RunningTotal } from '@/features/booking/components/running-total';
import { StepRenderer } from '@/features/booking/components/step-renderer';
import { WizardHeader } from '@/features/booking/components/wizard-header';
import { WizardLeaveGuard } from '@/features/booking/components/wizard-leave-guard';
import { WizardNav } from '@/features/booking/components/wizard-nav';
import { leaveOnPurpose } from '@/features/booking/wizard-leave';
import { removeCopy, saveCopy } from '@/features/booking/session-copies';
import { useSessionClock } from '@/features/booking/session-clock';
import { WizardContext, type TWizard } from '@/features/booking/wizard-context';

interface TProps {
  sessionId: string;
  requestedDate: string | null;
  onStartOver: () => void;
}

const isExpiredError = (error: unknown) => isApiError(error) && error.status === 410;

export function WizardSession({ sessionId, requestedDate, onStartOver }: TProps) {
  const navigate = useNavigate();
  const session = useQuery(sessionQuery(sessionId));
  const flowId = session.data?.booking_flow;
  const flow = useQuery({ ...flowQuery(flowId ?? 0, session.data?.booking_flow_version), enabled: flowId !== undefined });
  const update = useUpdateSession(sessionId);
  const goTo = useGoToStep(sessionId);
  const abandon = useAbandonSession();
  const clock = useSessionClock(session.data?.expires_at);
  const [error, setError] = useState<string | null>(null);
  const [expiredByServer, setExpiredByServer] = useState(false);

  const data = session.data;
  const steps = useMemo(() => flow.data?.enabled_steps ?? [], [flow.data]);
  const index = data?.current_step ? steps.findIndex((s) => s.id === data.current_step!.id) : -1;
  const step = index >= 0 ? steps[index] : undefined;

  // The local copy follows the session's renewals, so a closed tab finds it while it lives.
  useEffect(() => {
    if (data && !data.is_completed && flowId) saveCopy({ session_id: sessionId, flow_id: flowId, expires_at: data.expires_at });
  }, [data, flowId, sessionId]);
  // A completed session's place is the confirmation page (a reload after paying lands there too).
  useEffect(() => {
    if (data?.is_completed) {
      removeCopy(sessionId);
      navigate(`/booking/complete?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
    }
  }, [data?.is_completed, navigate, sessionId]);

  const failed = useCallback((e: unknown) => {
    if (isExpiredError(e)) setExpiredByServer(true);
    else setError(e instanceof Error ? e.message : BOOKING_TEXT.validationFailed);
  }, []);

  const next = useCallback(
    async (stepData: Record<string, unknown>) => {
      if (!step) throw new Error(BOOKING_TEXT.stepNotFound);
      setError(null);
      try {
        await update.mutateAsync({ step_id: step.id, step_data: stepData, mark_completed: true });
        window.scrollTo({ top: 0 });
      } catch (e) {
        failed(e);
        throw e;
      }
    },
    [failed, step, update],
  );
  const { mutate: sendDraft } = update;
  const saveDraft = useCallback(
    (stepData: Record<string, unknown>) => {
      // A background save's failure is only logged (spec); Next reports problems.
      if (step)
        sendDraft(
          { step_id: step.id, step_data: stepData, mark_completed: false },
          { onError: (e) => (isExpiredError(e) ? setExpiredByServer(true) : console.warn(e)) },
        );
    },
    [sendDraft, step],
  );
  const move = (stepId: number) => {
    setError(null);
    goTo.mutate(stepId, { onSuccess: () => window.scrollTo({ top: 0 }), onError: failed });
  };
  const goBack = () => index > 0 && move(steps[index - 1]!.id);

  const startOver = () => {
    removeCopy(sessionId);
    onStartOver();
  };
  const exit = () => {
    leaveOnPurpose();
    removeCopy(sessionId);
    abandon.mutate(sessionId); // the hold goes at once; a failure leaves it to expire
    navigate('/');
  };

  if (expiredByServer || (session.isError && isExpiredError(session.error)))
    return <ExpiredNotice message={BOOKING_TEXT.sessionExpired} onStartOver={startOver} />;
  if (clock?.expired) return <ExpiredNotice message={BOOKING_TEXT.sessionExpiredBanner} onStartOver={startOver} />;
  if (session.isError || flow.isError)
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Alert severity="error" action={<Button onClick={startOver}>Start New Booking</Button>}>
          {(session.error ?? flow.error)?.message}
        </Alert>
      </Container>
    );
  if (!data || !flow.data)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 10 }}>
        <CircularProgress size={28} aria-hidden /> Loading your booking...
      </Box>
    );

  const wizard: TWizard | null = step
    ? {
        sessionId,
        session: data,
        flow: flow.data,
        step,
        formId: `booking-step-${step.id}`,
        next,
        saveDraft,
        busy: update.isPending || goTo.isPending,
        requestedDate,
        goBack,
        goToStep: move,
      }
    : null;

  return (
    // The fixed public header takes no room of its own: the wizard's sticky header starts below it, so the step's
    // title is not under it.
    <Box sx={{ pt: PUBLIC_HEADER_OFFSET, pb: 8 }}>
      {!data.is_completed && <WizardLeaveGuard sessionId={sessionId} />}
      <WizardHeader flow={flow.data} session={data} index={index} clock={clock} onExit={exit} />
      <Container maxWidth="md" sx={{ pt: 3 }}>
        {clock?.expiringSoon && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Your session will expire in {clock.label}. Please complete your booking soon.
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {wizard ? (
          <WizardContext.Provider value={wizard}>
            <Box component="section" aria-labelledby="booking-step-title" sx={{ mt: 2 }}>
              <StepRenderer step={wizard.step} />
            </Box>
            <WizardNav
              steps={steps}
              index={index}
              formId={wizard.formId}
              // A charge waiting on the payer's bank: the booking stays as it is paid for until it is cancelled
              // (the confirmation step's Cancel Payment); the server refuses changes meanwhile too.
              busy={wizard.busy || data.completion_status === 'processing'}
              onBack={goBack}
              onSkip={() => index + 1 < steps.length && move(steps[index + 1]!.id)}
            />
            <RunningTotal pricing={data.pricing} />
          </WizardContext.Provider>
        ) : (
          <Alert severity="error">{BOOKING_TEXT.stepNotFound}</Alert>
        )}
      </Container>
    </Box>
  );
}
