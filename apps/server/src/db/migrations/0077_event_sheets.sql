-- The event sheet (issue 41): the run sheet every team reads on the day. Its run of show and suppliers are the
-- venue's rows; the event gains its coordinator and the sheet's version. The version follows what the sheet says
-- (sheet_hash: a SHA-256 of its content, compared when it is read or written), so a change after it was printed
-- (sheet_printed_version) or confirmed by the client (sheet_confirmed_version) shows on the event.
ALTER TABLE "events" ADD COLUMN "coordinator_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sheet_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sheet_hash" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sheet_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sheet_printed_version" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sheet_printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sheet_confirmed_version" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sheet_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_coordinator_idx" ON "events" ("coordinator_id");--> statement-breakpoint
CREATE TABLE "event_run_of_show" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL REFERENCES "events"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"time" text NOT NULL,
	"what" text NOT NULL,
	"who" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE INDEX "event_run_of_show_event_idx" ON "event_run_of_show" ("event_id","position");--> statement-breakpoint
CREATE TABLE "event_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL REFERENCES "events"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"arrives_at" text DEFAULT '' NOT NULL,
	"cost" numeric(12, 2)
);--> statement-breakpoint
CREATE INDEX "event_suppliers_event_idx" ON "event_suppliers" ("event_id","position");
