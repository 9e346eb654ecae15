-- Who may use a discount code is data on the code, enforced by the server (modules/booking/discounts.service.ts):
-- first_booking_only refuses a client (or the account at the contact's address) with any earlier booking, and
-- per_client_limit caps one client's uses, counted in discount_uses (one row per booking that used a code; the
-- row goes with its event when a declined payment undoes the booking). WELCOME10 advertises "your first booking".
ALTER TABLE "discounts" ADD COLUMN "first_booking_only" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "per_client_limit" integer;
--> statement-breakpoint
CREATE TABLE "discount_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL REFERENCES "discounts"("id") ON DELETE cascade,
	"client_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"event_id" integer NOT NULL UNIQUE REFERENCES "events"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "discount_uses_client_idx" ON "discount_uses" ("client_id", "discount_id");
--> statement-breakpoint
UPDATE "discounts" SET "first_booking_only" = true, "per_client_limit" = 1 WHERE "code" = 'WELCOME10';
