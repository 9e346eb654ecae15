import type { TBookingSession, TCompletionResult } from '@venue/shared/booking/session.schema';
import type { TCompletionStatus } from '@venue/shared/booking/steps';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { AWAITING_PAYER, type TSessionRow } from './booking-sessions.repo';
import type { liveHoldOf } from './holds.repo';
import { ZERO_PRICING } from './pricing.service';

/** How a session row reads in the API (no password hash, no address, no internal ids but the flow's). */
export const bookingReference = (sessionId: string) => sessionId.slice(-8).toUpperCase();

export const stepRef = (flow: TBookingFlow, id: number | null) => {
  const s = id === null ? undefined : flow.enabled_steps.find((x) => x.id === id);
  return s ? { id: s.id, name: s.name, step_type: s.step_type } : null;
};

export const progressOf = (flow: TBookingFlow, completed: number[]) =>
  flow.enabled_steps.length === 0 ? 0 : Math.round((flow.enabled_steps.filter((s) => completed.includes(s.id)).length / flow.enabled_steps.length) * 100);

export type THoldView = Awaited<ReturnType<typeof liveHoldOf>>;
export const holdView = (h: THoldView) =>
  h
    ? {
        facility_id: h.facilityId,
        facility_name: h.facilityName,
        starts_at: h.startsAt.toISOString(),
        ends_at: h.endsAt.toISOString(),
        expires_at: h.expiresAt!.toISOString(),
      }
    : null;

export function toSession(row: TSessionRow, flow: TBookingFlow, hold: THoldView): TBookingSession {
  return {
    session_id: row.sessionId,
    booking_flow: flow.id,
    booking_flow_version: row.flowVersion,
    event_type: flow.event_type,
    event_type_name: flow.event_type_name,
    current_step: stepRef(flow, row.currentStepId),
    completed_step_ids: row.completedStepIds,
    progress_percentage: progressOf(flow, row.completedStepIds),
    expires_at: row.expiresAt.toISOString(),
    is_completed: row.status === 'completed',
    is_abandoned: row.status === 'abandoned',
    total_price: row.totalPrice,
    pricing: row.pricing ?? ZERO_PRICING,
    hold: holdView(hold),
    booking_data: row.bookingData,
    validation_errors: row.validationErrors,
    booking_reference: bookingReference(row.sessionId),
    // Waiting on the payer's confirmation is the spec's "processing"; only a completed booking has a result.
    completion_status: (row.completionStatus === AWAITING_PAYER ? 'processing' : row.completionStatus) as TCompletionStatus,
    booking_completion_result: row.status === 'completed' ? ((row.completionResult as TCompletionResult | null) ?? null) : null,
    confirmation_email_sent: row.confirmationSentAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
