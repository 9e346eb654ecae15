-- The staff console: facilities that events book without ever overlapping, internal notes, invitations that
-- carry the role of the account they create.
-- btree_gist lets one exclusion constraint compare the facility id (=) and the time range (&&) together.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL UNIQUE,
	"description" text DEFAULT '' NOT NULL,
	-- Guests the place is meant for: min_guests is advice shown to staff, capacity is enforced (null: no stated limit).
	"min_guests" integer CHECK ("min_guests" > 0),
	"capacity" integer CHECK ("capacity" > 0),
	-- Whether a booking may run past midnight (lodging, camping grounds); others end on the PHT day they start.
	"overnight" boolean DEFAULT false NOT NULL,
	-- Setup before and clean-up after each booking, during which nobody else may book the place.
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL CHECK ("buffer_before_minutes" BETWEEN 0 AND 1440),
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL CHECK ("buffer_after_minutes" BETWEEN 0 AND 1440),
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- The specification's facilities (spec 002 section 9). The four cabanas are four facilities: each is booked on
-- its own, so the same one-booking-at-a-time constraint holds for each. Capacities the spec does not state are
-- left open. The fields take overnight bookings because the venue sells camping.
INSERT INTO "facilities" ("name", "description", "min_guests", "capacity", "overnight", "buffer_before_minutes", "buffer_after_minutes", "sort_order") VALUES
	('Sanctuary Chapel', 'The garden chapel for ceremonies and services.', NULL, NULL, false, 60, 60, 1),
	('Cabana 1', 'Open-air cabana for small groups (6-10 people).', 6, 10, false, 30, 30, 2),
	('Cabana 2', 'Open-air cabana for small groups (6-10 people).', 6, 10, false, 30, 30, 3),
	('Cabana 3', 'Open-air cabana for small groups (6-10 people).', 6, 10, false, 30, 30, 4),
	('Cabana 4', 'Open-air cabana for small groups (6-10 people).', 6, 10, false, 30, 30, 5),
	('Pavilion', 'Covered pavilion for receptions and conferences (100-200 people).', 100, 200, false, 120, 120, 6),
	('Open-Field', 'Open lawn for team building, games and camping.', NULL, NULL, true, 60, 60, 7),
	('Angelic Field', 'Garden field for outdoor ceremonies, receptions and camping.', NULL, NULL, true, 60, 60, 8),
	('Havila Hostel', 'Overnight lodging for retreats and camps (150-300 people).', 150, 300, true, 120, 120, 9);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "facility_id" integer REFERENCES "facilities"("id");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- The time the facility is taken: starts_at - buffer_before to ends_at + buffer_after, kept by the trigger below
-- (timestamptz arithmetic is not immutable, so it cannot be a generated column or an index expression).
ALTER TABLE "events" ADD COLUMN "blocked_during" tstzrange;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ends_after_start" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
-- Events from before the staff console had days only: 10:00 to 22:00 of those days in Asia/Manila.
UPDATE "events" SET
	"starts_at" = ("start_date" + time '10:00') AT TIME ZONE 'Asia/Manila',
	"ends_at" = ("end_date" + time '22:00') AT TIME ZONE 'Asia/Manila';--> statement-breakpoint
CREATE FUNCTION events_blocked_during() RETURNS trigger AS $$
BEGIN
  IF NEW.facility_id IS NULL OR NEW.starts_at IS NULL OR NEW.ends_at IS NULL THEN
    NEW.blocked_during := NULL;
  ELSE
    SELECT tstzrange(NEW.starts_at - make_interval(mins => f.buffer_before_minutes), NEW.ends_at + make_interval(mins => f.buffer_after_minutes), '[)')
      INTO NEW.blocked_during FROM facilities f WHERE f.id = NEW.facility_id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER events_blocked_during BEFORE INSERT OR UPDATE OF facility_id, starts_at, ends_at ON events
  FOR EACH ROW EXECUTE FUNCTION events_blocked_during();--> statement-breakpoint
-- Two events that are not cancelled never hold one facility at the same time, buffers included, whichever
-- process or call writes them.
ALTER TABLE "events" ADD CONSTRAINT "events_facility_no_overlap"
	EXCLUDE USING gist ("facility_id" WITH =, "blocked_during" WITH &&) WHERE ("status" <> 'CANCELLED' AND "facility_id" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" ("starts_at");--> statement-breakpoint
-- Notes the venue keeps for itself never reach the client.
ALTER TABLE "event_notes" ADD COLUMN "is_internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_notes" ADD COLUMN "created_by_user_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
-- An invitation creates an account with this role (clients by staff, staff and admins by admins).
ALTER TABLE "invitations" ADD COLUMN "role" text DEFAULT 'client' NOT NULL CHECK ("role" IN ('client', 'staff', 'admin'));--> statement-breakpoint
CREATE INDEX "event_tasks_client_input_idx" ON "event_tasks" ("event_id") WHERE "requires_client_input" AND "status" NOT IN ('COMPLETED', 'CANCELLED');
