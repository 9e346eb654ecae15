-- The booking wizard (issue 13): flows of steps per event type, sessions with the slot they hold, one table of
-- facility reservations (events and holds) under one exclusion constraint, discount codes, quote requests and
-- the files a questionnaire step takes.
ALTER TABLE "questionnaire_fields" ADD COLUMN "placeholder" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Booking questionnaires are asked in the wizard; the portal's event questionnaires stay as they were.
ALTER TABLE "questionnaires" ADD COLUMN "audience" text DEFAULT 'event' NOT NULL CHECK ("audience" IN ('event', 'booking'));--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL UNIQUE CHECK ("code" = upper("code")),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('PERCENT', 'FIXED')),
	"value" numeric(12, 2) NOT NULL CHECK ("value" > 0),
	"valid_from" date,
	"valid_until" date,
	"usage_limit" integer CHECK ("usage_limit" > 0),
	"times_used" integer DEFAULT 0 NOT NULL CHECK ("times_used" >= 0),
	"is_active" boolean DEFAULT true NOT NULL,
	-- Listed by GET /api/products/discounts/ (the venue advertises it); any valid code still works when typed.
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK ("kind" <> 'PERCENT' OR "value" <= 100),
	CHECK ("usage_limit" IS NULL OR "times_used" <= "usage_limit")
);--> statement-breakpoint
CREATE TABLE "booking_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type_id" integer NOT NULL REFERENCES "event_types"("id"),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "booking_flows_event_type_idx" ON "booking_flows" ("event_type_id");--> statement-breakpoint
CREATE TABLE "booking_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL REFERENCES "booking_flows"("id") ON DELETE cascade,
	"step_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	"is_skippable" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "booking_steps_flow_idx" ON "booking_steps" ("flow_id", "sort_order");--> statement-breakpoint
CREATE TABLE "booking_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	-- The visitor's handle on the session (in the URL and local storage): 256 random bits, never a counter.
	"session_id" text NOT NULL UNIQUE,
	"flow_id" integer NOT NULL REFERENCES "booking_flows"("id"),
	"current_step_id" integer REFERENCES "booking_steps"("id") ON DELETE set null,
	"completed_step_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"validation_errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	-- The last pricing the server computed (the wizard's running total), recomputed by every update.
	"pricing" jsonb,
	"discount_code" text,
	"status" text DEFAULT 'active' NOT NULL CHECK ("status" IN ('active', 'completed', 'abandoned')),
	"completion_status" text DEFAULT 'pending' NOT NULL CHECK ("completion_status" IN ('pending', 'processing', 'completed', 'failed')),
	"completion_type" text CHECK ("completion_type" IN ('payment', 'quote')),
	"completion_result" jsonb,
	-- Each completion attempt charges under its own idempotency key (a declined card may be retried with another).
	"completion_attempts" integer DEFAULT 0 NOT NULL,
	"event_id" integer REFERENCES "events"("id") ON DELETE set null,
	"client_id" integer REFERENCES "users"("id") ON DELETE set null,
	-- The account this session's completion created (removed again if the payment is declined).
	"created_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	-- The contact step's password, hashed when the step is completed; the plain text is never stored.
	"account_password_hash" text,
	"ip_address" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"referrer_url" text DEFAULT '' NOT NULL,
	"abandon_reason" text,
	"abandoned_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	-- Renewed by activity up to max_expires_at (a fixed maximum age).
	"expires_at" timestamp with time zone NOT NULL,
	"max_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "booking_sessions_expiry_idx" ON "booking_sessions" ("expires_at") WHERE "status" <> 'completed';--> statement-breakpoint
CREATE INDEX "booking_sessions_ip_idx" ON "booking_sessions" ("ip_address") WHERE "status" = 'active';--> statement-breakpoint
-- Every time a facility is taken: by an event (kept by the trigger below) or held by an open booking session
-- (until expires_at). One exclusion constraint keeps them all apart, whichever process writes them.
CREATE TABLE "facility_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL REFERENCES "facilities"("id"),
	-- starts_at - buffer_before to ends_at + buffer_after, as the events' blocked_during.
	"blocked_during" tstzrange NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"event_id" integer UNIQUE REFERENCES "events"("id") ON DELETE cascade,
	"session_id" integer UNIQUE REFERENCES "booking_sessions"("id") ON DELETE cascade,
	-- A hold's end of life (its session's expiry, or the quote hold's); null for events.
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK (("event_id" IS NULL) <> ("session_id" IS NULL)),
	CHECK ("session_id" IS NULL OR "expires_at" IS NOT NULL),
	CONSTRAINT "facility_reservations_no_overlap" EXCLUDE USING gist ("facility_id" WITH =, "blocked_during" WITH &&)
);--> statement-breakpoint
CREATE INDEX "facility_reservations_hold_expiry_idx" ON "facility_reservations" ("expires_at") WHERE "session_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "facility_reservations" ("facility_id", "blocked_during", "starts_at", "ends_at", "event_id")
SELECT "facility_id", "blocked_during", "starts_at", "ends_at", "id" FROM "events"
WHERE "status" <> 'CANCELLED' AND "facility_id" IS NOT NULL AND "blocked_during" IS NOT NULL;--> statement-breakpoint
-- The one guard is now facility_reservations_no_overlap; events reach it through this trigger, so a staff
-- booking that meets a live hold or another event still fails with SQLSTATE 23P01. Holds past their expiry never
-- block: the trigger deletes those it meets (and the session hold that became this event) before it inserts.
ALTER TABLE "events" DROP CONSTRAINT "events_facility_no_overlap";--> statement-breakpoint
CREATE FUNCTION events_reservation_sync() RETURNS trigger AS $$
BEGIN
  IF NEW.blocked_during IS NULL OR NEW.status = 'CANCELLED' THEN
    DELETE FROM facility_reservations WHERE event_id = NEW.id;
    RETURN NULL;
  END IF;
  DELETE FROM facility_reservations r
   WHERE r.session_id IS NOT NULL AND r.facility_id = NEW.facility_id AND r.blocked_during && NEW.blocked_during
     AND (r.expires_at <= now() OR r.session_id IN (SELECT s.id FROM booking_sessions s WHERE s.event_id = NEW.id));
  INSERT INTO facility_reservations ("facility_id", "blocked_during", "starts_at", "ends_at", "event_id")
  VALUES (NEW.facility_id, NEW.blocked_during, NEW.starts_at, NEW.ends_at, NEW.id)
  ON CONFLICT ("event_id") DO UPDATE SET "facility_id" = EXCLUDED."facility_id", "blocked_during" = EXCLUDED."blocked_during",
    "starts_at" = EXCLUDED."starts_at", "ends_at" = EXCLUDED."ends_at";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER events_reservation_sync AFTER INSERT OR UPDATE OF facility_id, starts_at, ends_at, status ON events
  FOR EACH ROW EXECUTE FUNCTION events_reservation_sync();--> statement-breakpoint
-- A visitor who asked for a quote instead of paying: the venue answers it; the slot stays held until hold_until.
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL UNIQUE REFERENCES "events"("id") ON DELETE cascade,
	"session_id" integer REFERENCES "booking_sessions"("id") ON DELETE set null,
	"client_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"facility_id" integer REFERENCES "facilities"("id"),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"message" text DEFAULT '' NOT NULL,
	"estimate" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL CHECK ("status" IN ('OPEN', 'ANSWERED', 'CLOSED')),
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "quote_requests_open_idx" ON "quote_requests" ("created_at") WHERE "status" = 'OPEN';--> statement-breakpoint
CREATE TABLE "booking_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	-- The public handle (random), as file_id in step data.
	"file_id" text NOT NULL UNIQUE,
	"session_id" integer NOT NULL REFERENCES "booking_sessions"("id") ON DELETE cascade,
	"questionnaire_id" integer NOT NULL REFERENCES "questionnaires"("id") ON DELETE cascade,
	"field_id" integer REFERENCES "questionnaire_fields"("id") ON DELETE set null,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "booking_uploads_session_idx" ON "booking_uploads" ("session_id");--> statement-breakpoint
INSERT INTO "discounts" ("code", "name", "description", "kind", "value", "valid_from", "usage_limit", "is_public") VALUES
	('WELCOME10', 'Welcome discount', '10% off your first booking with us.', 'PERCENT', 10, '2026-01-01', 500, true),
	('VENUE5000', 'Returning guest', 'PHP 5,000 off for returning guests (given by the venue).', 'FIXED', 5000, '2026-01-01', 50, false);--> statement-breakpoint
-- One booking questionnaire per event type.
INSERT INTO "questionnaires" ("name", "description", "event_type_id", "audience", "sort_order")
SELECT t."name" || ' details', 'A few questions so we can prepare your ' || lower(t."name") || '.', t."id", 'booking', 100
FROM "event_types" t;--> statement-breakpoint
INSERT INTO "questionnaire_fields" ("questionnaire_id", "name", "type", "required", "options", "help_text", "placeholder", "sort_order")
SELECT q."id", f.name, f.type, f.required, f.options::jsonb, f.help, f.placeholder, f.sort
FROM "questionnaires" q JOIN "event_types" t ON t."id" = q."event_type_id"
JOIN (VALUES
	('Wedding', 'Names of the couple', 'text', true, '[]', '', 'Maria & Jose', 1),
	('Wedding', 'Expected number of guests', 'number', true, '[]', 'An estimate is fine; the final count is due 14 days before.', '120', 2),
	('Wedding', 'Ceremony style', 'select', true, '["Chapel ceremony","Garden ceremony","Civil ceremony","Reception only"]', '', '', 3),
	('Wedding', 'Will family stay overnight at Havila?', 'boolean', false, '[]', '', '', 4),
	('Wedding', 'Coordinator phone on the day', 'phone', false, '[]', 'A mobile number we can reach on the day.', '0917 123 4567', 5),
	('Wedding', 'Dietary needs or allergies', 'textarea', false, '[]', '', '', 6),
	('Corporate Event', 'Company or organisation', 'text', true, '[]', '', '', 1),
	('Corporate Event', 'Expected number of participants', 'number', true, '[]', '', '100', 2),
	('Corporate Event', 'Room set-up', 'radio', true, '["Theatre","Classroom","Banquet","U-shape"]', '', '', 3),
	('Corporate Event', 'Equipment you will bring', 'multi-select', false, '["Laptops","Banners","Own sound system","Booths"]', '', '', 4),
	('Corporate Event', 'Billing contact e-mail', 'email', false, '[]', 'Where invoices should go, if not to you.', '', 5),
	('Retreat', 'Group or organisation', 'text', true, '[]', '', '', 1),
	('Retreat', 'Number of participants', 'number', true, '[]', 'Havila sleeps 150 to 300.', '', 2),
	('Retreat', 'Daily programme start', 'time', false, '[]', '', '08:00', 3),
	('Retreat', 'Chapel services needed?', 'boolean', false, '[]', '', '', 4),
	('Retreat', 'Dietary needs or allergies', 'textarea', false, '[]', '', '', 5),
	('Team Building', 'Company or group', 'text', true, '[]', '', '', 1),
	('Team Building', 'Number of participants', 'number', true, '[]', 'Minimum 20 people for the field day.', '', 2),
	('Team Building', 'Activities of interest', 'multi-select', false, '["Amazing race","Field games","Bonfire","Nature walk"]', '', '', 3),
	('Team Building', 'Fitness level of the group', 'select', false, '["Relaxed","Mixed","Sporty"]', '', '', 4),
	('Camping', 'Number of campers', 'number', true, '[]', '', '', 1),
	('Camping', 'Bringing your own tents?', 'boolean', false, '[]', '', '', 2),
	('Camping', 'Arrival date of the first camper', 'date', false, '[]', '', '', 3),
	('Camping', 'Anything we should know?', 'textarea', false, '[]', '', '', 4)
) AS f(type_name, name, type, required, options, help, placeholder, sort) ON f.type_name = t."name"
WHERE q."audience" = 'booking';--> statement-breakpoint
INSERT INTO "booking_flows" ("event_type_id", "name", "description", "sort_order")
SELECT "id", "name" || ' booking', 'Choose a date, a package and extras, and secure it online or ask for a quote.', 1 FROM "event_types";--> statement-breakpoint
-- Per event type: facilities (default first), schedule, packages, add-ons and how packages are chosen.
CREATE TEMPORARY TABLE "flow_seed" AS SELECT * FROM (VALUES
	('Wedding', '{"Pavilion","Angelic Field","Sanctuary Chapel"}'::text[], 4, 14, 8, '{"08:00","09:00","10:00","13:00","14:00","15:00","16:00"}'::text[],
		'{"PKG-WED-GARDEN","PKG-WED-CHAPEL","PKG-WED-INTIMATE"}'::text[], 'SINGLE', 1, 1,
		'{"ADD-CAT-BUFFET","ADD-CAT-PLATED","ADD-CAT-DESSERT","ADD-SOUND","ADD-LIGHTS","ADD-GENSET","ADD-QUARTET","ADD-PHOTOBOOTH","ADD-FIREWORKS","ADD-COORDINATOR","ADD-CABANA-DAY","ADD-ROOM-HAVILA"}'::text[]),
	('Corporate Event', '{"Pavilion","Cabana 1","Cabana 2","Cabana 3","Cabana 4"}'::text[], 4, 12, 9, '{"07:00","08:00","09:00","13:00"}'::text[],
		'{"PKG-CORP-DAY","PKG-CORP-PLENARY"}'::text[], 'SINGLE', 1, 1,
		'{"ADD-CAT-LUNCH","ADD-CAT-SNACK","ADD-PROJECTOR","ADD-SOUND","ADD-GENSET","ADD-COORDINATOR","ADD-CABANA-DAY"}'::text[]),
	('Retreat', '{"Havila Hostel"}'::text[], 24, 72, 30, '{"08:00","09:00","13:00","14:00"}'::text[],
		'{"PKG-RET-2D1N","PKG-RET-3D2N"}'::text[], 'SINGLE', 1, 1,
		'{"ADD-CAT-SNACK","ADD-ROOM-HAVILA","ADD-ROOM-BED","ADD-SOUND","ADD-PROJECTOR","ADD-BONFIRE"}'::text[]),
	('Team Building', '{"Open-Field","Angelic Field"}'::text[], 4, 12, 8, '{"07:00","08:00","09:00","13:00"}'::text[],
		'{"PKG-TB-FIELD","PKG-TB-RACE"}'::text[], 'MULTIPLE', 1, 2,
		'{"ADD-CAT-LUNCH","ADD-CAT-SNACK","ADD-SOUND","ADD-GENSET","ADD-COORDINATOR","ADD-CABANA-DAY","ADD-BONFIRE"}'::text[]),
	('Camping', '{"Open-Field","Angelic Field","Cabana 1","Cabana 2","Cabana 3","Cabana 4"}'::text[], 12, 48, 20, '{"13:00","14:00","15:00","16:00"}'::text[],
		'{"PKG-CAMP-NIGHT","PKG-CAMP-CABANA"}'::text[], 'MULTIPLE', 1, 2,
		'{"ADD-TENT-2P","ADD-BONFIRE","ADD-CAT-LUNCH","ADD-CAT-SNACK","ADD-GENSET"}'::text[])
) AS s(type_name, facility_names, min_h, max_h, default_h, slots, packages, selection_type, min_sel, max_sel, addons);--> statement-breakpoint
INSERT INTO "booking_steps" ("flow_id", "step_type", "name", "description", "sort_order", "is_skippable", "configuration")
SELECT f."id", st.step_type, st.name, st.description, st.sort, st.skippable,
	CASE st.step_type
	WHEN 'introduction' THEN jsonb_build_object(
		'title', 'Welcome to your ' || lower(t."name") || ' booking',
		'content', 'Book your date at the venue in a few steps: pick a date and time, choose a package and extras, tell us about your event and secure it with a deposit or the full amount, or ask us for a custom quote. Your date is held for you while you book.',
		'terms_url', '/terms', 'privacy_url', '/privacy')
	WHEN 'date_time' THEN jsonb_build_object(
		'default_duration_hours', s.default_h, 'min_duration_hours', s.min_h, 'max_duration_hours', s.max_h,
		'buffer_before_hours', (SELECT round(fa."buffer_before_minutes" / 60.0, 2) FROM "facilities" fa WHERE fa."name" = s.facility_names[1]),
		'buffer_after_hours', (SELECT round(fa."buffer_after_minutes" / 60.0, 2) FROM "facilities" fa WHERE fa."name" = s.facility_names[1]),
		'available_time_slots', (SELECT jsonb_agg(jsonb_build_object('start_time', x) ORDER BY x) FROM unnest(s.slots) x),
		'facility_ids', (SELECT jsonb_agg(fa."id" ORDER BY fa."sort_order") FROM "facilities" fa WHERE fa."name" = ANY (s.facility_names)),
		'default_facility_id', (SELECT fa."id" FROM "facilities" fa WHERE fa."name" = s.facility_names[1]))
	WHEN 'package_selection' THEN jsonb_build_object(
		'selection_type', s.selection_type, 'min_selection', s.min_sel, 'max_selection', s.max_sel,
		'available_packages', (SELECT jsonb_agg(p."id" ORDER BY p."sort_order") FROM "products" p WHERE p."sku" = ANY (s.packages)))
	WHEN 'addon_selection' THEN jsonb_build_object(
		'min_selection', 0, 'max_selection', 10, 'group_by_category', true,
		'available_addons', (SELECT jsonb_agg(p."id" ORDER BY p."sort_order") FROM "products" p WHERE p."sku" = ANY (s.addons)))
	WHEN 'questionnaire' THEN jsonb_build_object(
		'questionnaire_ids', (SELECT jsonb_agg(q."id") FROM "questionnaires" q WHERE q."event_type_id" = t."id" AND q."audience" = 'booking'),
		'allow_file_uploads', true, 'max_file_size_mb', 10, 'allowed_file_types', '["pdf","jpg","jpeg","png"]'::jsonb)
	WHEN 'contact_info' THEN jsonb_build_object(
		'require_full_name', true, 'require_email', true, 'require_phone', true, 'require_address', false, 'require_company', t."name" = 'Corporate Event',
		'offer_account_creation', true, 'require_account_creation', false)
	WHEN 'pricing_summary' THEN jsonb_build_object(
		'show_line_items', true, 'show_tax', true, 'show_discount_code', true, 'show_booking_details', true,
		'header_text', 'Review your booking', 'footer_text', 'Prices are in Philippine pesos and include 12% VAT where shown.',
		'terms_text', 'I have read and accept the venue''s terms and conditions, including the cancellation and refund policy.')
	WHEN 'payment_info' THEN jsonb_build_object(
		'accept_deposit', true, 'allow_quote_request', true, 'quote_request_button_text', 'Request a Custom Quote',
		'quote_request_description', 'Not ready to pay? We hold your date for 3 days and send you a quote within 24 hours.',
		'require_billing_address', false, 'quote_hold_days', 3)
	ELSE jsonb_build_object(
		'title', 'Confirm your booking', 'message', 'Check the summary below, then confirm to secure your date.',
		'next_steps_content', '[{"title":"Confirmation e-mail","description":"You will receive a confirmation e-mail within 5 minutes.","icon":"email"},{"title":"Your coordinator","description":"Our coordinator will contact you within 24 hours.","icon":"phone"},{"title":"Ongoing support","description":"We are here for you 8AM-8PM daily until your event.","icon":"support"}]'::jsonb,
		'show_booking_summary', true, 'show_next_steps', true, 'send_confirmation_email', true, 'send_calendar_invite', true, 'create_event_immediately', true)
	END
FROM "booking_flows" f
JOIN "event_types" t ON t."id" = f."event_type_id"
JOIN "flow_seed" s ON s.type_name = t."name"
CROSS JOIN (VALUES
	('introduction', 'Welcome', 'About booking with us', 1, false),
	('date_time', 'Date & Time', 'Choose your date, start time and duration', 2, false),
	('package_selection', 'Package', 'Select Your Package', 3, false),
	('addon_selection', 'Add-ons', 'Add-on services', 4, true),
	('questionnaire', 'Event Information', 'Tell us about your event', 5, false),
	('contact_info', 'Contact', 'Your contact details', 6, false),
	('pricing_summary', 'Summary', 'Review prices and terms', 7, false),
	('payment_info', 'Payment', 'Pay a deposit or in full, or request a quote', 8, false),
	('confirmation', 'Confirmation', 'Confirm your booking', 9, false)
) AS st(step_type, name, description, sort, skippable);--> statement-breakpoint
DROP TABLE "flow_seed";
