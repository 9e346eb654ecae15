-- The inquiry pipeline (issue 40): every inquiry from first contact to a decision, whether a quote request from the
-- wizard, a message from the contact form, or one staff typed in after a call or a walk-in. `stage` is what staff
-- last set by hand (at `stage_set_at`); the stage shown is the latest of that and what the product knows of the
-- inquiry's event (shared staff/inquiry-stage.ts), so a quote sent or a deposit paid moves it with nothing to keep
-- in step.
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"stage" text DEFAULT 'NEW' NOT NULL,
	"stage_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lost_reason" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"client_id" integer REFERENCES "users"("id") ON DELETE set null,
	"event_type_id" integer REFERENCES "event_types"("id") ON DELETE set null,
	"wished_date" date,
	"alternative_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guest_count" integer,
	"budget" numeric(12, 2),
	"message" text DEFAULT '' NOT NULL,
	"owner_id" integer REFERENCES "users"("id") ON DELETE set null,
	"next_follow_up" date,
	"event_id" integer UNIQUE REFERENCES "events"("id") ON DELETE set null,
	"contact_message_id" integer UNIQUE REFERENCES "contact_messages"("id") ON DELETE set null,
	"site_visit_block_id" integer REFERENCES "facility_blocks"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_follow_up_idx" ON "inquiries" ("next_follow_up") WHERE "next_follow_up" IS NOT NULL;--> statement-breakpoint
-- What an existing install already holds: its quote requests and contact messages are its first inquiries.
INSERT INTO "inquiries" ("source", "stage_set_at", "name", "email", "phone", "company", "client_id", "event_type_id", "wished_date", "guest_count", "message", "event_id", "created_at", "updated_at")
SELECT 'WIZARD', qr.created_at, trim(u.first_name || ' ' || u.last_name), u.email, u.phone, u.company, u.id, e.event_type_id,
	e.start_date, e.guest_count, qr.message, e.id, qr.created_at, qr.created_at
FROM "quote_requests" qr JOIN "events" e ON e.id = qr.event_id JOIN "users" u ON u.id = qr.client_id;--> statement-breakpoint
INSERT INTO "inquiries" ("source", "stage_set_at", "name", "email", "phone", "message", "contact_message_id", "created_at", "updated_at")
SELECT 'WEB_FORM', cm.created_at, cm.name, cm.email, cm.phone, cm.subject || E'\n\n' || cm.message, cm.id, cm.created_at, cm.created_at
FROM "contact_messages" cm;
