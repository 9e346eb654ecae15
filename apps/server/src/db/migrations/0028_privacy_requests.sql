-- Privacy requests under the Data Privacy Act (RA 10173), issue 28 point 5: a client asks for their account to be
-- deleted, an admin confirms (the account is anonymised; books and signed contracts are kept) or declines with a
-- reason. One pending request per client at a time. `kept_name` is the name the kept invoices, receipts and signed
-- contracts were issued to, held for the retention period only (see docs/decisions.md, 2026-11-28).
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_by_name" text DEFAULT '' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"kept_name" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_pending_key" ON "privacy_requests" USING btree ("user_id") WHERE "status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status", "requested_at");
--> statement-breakpoint
INSERT INTO "communication_templates" ("name", "category", "channel", "description", "subject", "body", "variables") VALUES
	('privacy_deletion_requested', 'SYSTEM', 'EMAIL', 'A client asked for their account to be deleted.', 'We received your request to delete your account',
	 '<h1>We received your request</h1><p>Hello {{first_name}},</p><p>We received your request to delete your Venue Portal account. An administrator will review it, usually within 5 working days, and we will e-mail you when it is done.</p><p><a href="{{link}}">Open My Profile</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"link","description":"The client''s profile page","example":"https://portal.example/profile","required":true}]'),
	('privacy_deletion_completed', 'SYSTEM', 'EMAIL', 'A client''s account was deleted (anonymised) at their request.', 'Your Venue Portal account was deleted',
	 '<h1>Your account was deleted</h1><p>Hello {{first_name}},</p><p>As you asked, your Venue Portal account was deleted. Invoices, receipts and signed contracts are kept for 10 years, as Philippine law requires.</p><p><a href="{{link}}">Visit the Venue</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"link","description":"The venue''s website","example":"https://portal.example/","required":true}]'),
	('privacy_deletion_declined', 'SYSTEM', 'EMAIL', 'An admin declined a client''s request to delete their account.', 'About your request to delete your account',
	 '<h1>About your request</h1><p>Hello {{first_name}},</p><p>We could not delete your Venue Portal account yet: {{reason}}</p><p><a href="{{link}}">Open My Profile</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"reason","description":"Why it was declined","example":"Your event on March 6 is still booked.","required":true},{"name":"link","description":"The client''s profile page","example":"https://portal.example/profile","required":true}]');
