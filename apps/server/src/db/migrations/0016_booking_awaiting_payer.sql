-- A booking whose charge waits on the payer's confirmation (3-D Secure) keeps its draft and waits on the payment:
-- completion_status 'awaiting_payment' (shown to the browser as the spec's 'processing').
ALTER TABLE "booking_sessions" DROP CONSTRAINT "booking_sessions_completion_status_check";--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_completion_status_check" CHECK ("completion_status" IN ('pending', 'processing', 'awaiting_payment', 'completed', 'failed'));--> statement-breakpoint
-- The payment-settled hook finds the waiting session by its event.
CREATE INDEX "booking_sessions_awaiting_event_idx" ON "booking_sessions" ("event_id") WHERE "completion_status" = 'awaiting_payment';
