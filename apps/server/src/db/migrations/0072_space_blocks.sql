-- A space closed for a time by the venue (maintenance, a private tour, the owner's own use): issue 40. A block
-- takes its space through facility_reservations like an event or a hold, buffers included, so the one exclusion
-- constraint refuses the wizard, staff bookings and other blocks over it, whichever process writes.
CREATE TABLE "facility_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL REFERENCES "facilities"("id") ON DELETE cascade,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	-- For the venue's eyes only: the public sees the time taken, never why.
	"reason" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK ("ends_at" > "starts_at")
);--> statement-breakpoint
CREATE INDEX "facility_blocks_time_idx" ON "facility_blocks" ("starts_at", "ends_at");--> statement-breakpoint
ALTER TABLE "facility_reservations" ADD COLUMN "block_id" integer UNIQUE REFERENCES "facility_blocks"("id") ON DELETE cascade;--> statement-breakpoint
-- A reservation is an event's, a session's or a block's: exactly one (0014's check allowed the first two only).
ALTER TABLE "facility_reservations" DROP CONSTRAINT "facility_reservations_check";--> statement-breakpoint
ALTER TABLE "facility_reservations" ADD CONSTRAINT "facility_reservations_one_owner" CHECK (num_nonnulls("event_id", "session_id", "block_id") = 1);
