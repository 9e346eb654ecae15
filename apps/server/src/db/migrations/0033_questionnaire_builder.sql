-- The questionnaire builder (issue 27, point 5). A question that has answers is never changed in place: an edit of
-- what it asks makes a new row (version + 1, same origin), and the old row is retired, so every answer keeps the
-- label, type and options it answered. Removing a question retires it too (answers, uploads and open bookings may
-- point at it). Readers of the live form skip retired rows; staff reading an event's answers still see them.
ALTER TABLE "questionnaire_fields" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_fields" ADD COLUMN "origin_id" integer REFERENCES "questionnaire_fields"("id");--> statement-breakpoint
ALTER TABLE "questionnaire_fields" ADD COLUMN "retired_at" timestamp with time zone;
