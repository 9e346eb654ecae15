import type { TBookingFlow, TBookingStep } from '@venue/shared/booking/flow.schema';
import type { TBookingSession } from '@venue/shared/booking/session.schema';
import { createContext, useContext } from 'react';

/** What every step screen needs from the wizard around it. */
export interface TWizard {
  sessionId: string;
  session: TBookingSession;
  flow: TBookingFlow;
  step: TBookingStep;
  /** The form id the header's Next button submits. */
  formId: string;
  /** Next: saves the step completed and moves on; rejects with the ApiError so the form can show field errors. */
  next: (data: Record<string, unknown>) => Promise<void>;
  /** A draft save (not completed), after 1 s of quiet. */
  saveDraft: (data: Record<string, unknown>) => void;
  busy: boolean;
  /** The day the landing calendar handed over (?date=), for the schedule step's first choice. */
  requestedDate: string | null;
  /** Goes to another step (Back from a step's own sub-screen uses the wizard's Back). */
  goBack: () => void;
  /** Goes to an earlier step by id (the package step's way back to Date & Time). */
  goToStep: (stepId: number) => void;
}

export const WizardContext = createContext<TWizard | null>(null);

export function useWizard(): TWizard {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard must be used inside the booking wizard');
  return value;
}

/** The step's saved data (drafts included), as the server keeps it. */
export const savedDataOf = (session: TBookingSession, step: TBookingStep): Record<string, unknown> => session.booking_data[String(step.id)] ?? {};

/** Another step's saved data by type (the packages read the schedule's date, the summary reads everything). */
export const dataOfType = (session: TBookingSession, flow: TBookingFlow, type: string): Record<string, unknown> => {
  const step = flow.enabled_steps.find((s) => s.step_type === type);
  return step ? savedDataOf(session, step) : {};
};
