-- Communications (issue 15). The outbox row IS the communication record: what was sent, to whom, through which
-- channel, why (category and template), by whom, and how far it got (PENDING -> SENT -> DELIVERED, or FAILED
-- after retries, or BOUNCED on a permanent refusal). One row, so a record can never disagree with its delivery.
ALTER TABLE "outbox_messages" ADD COLUMN "channel" text DEFAULT 'EMAIL' NOT NULL CHECK ("channel" IN ('EMAIL', 'SMS'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "category" text DEFAULT 'SYSTEM' NOT NULL CHECK ("category" IN ('SYSTEM', 'AUTO', 'MANUAL'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "template_name" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
-- The recipient's account when known (an invitation goes to an address that has none yet).
ALTER TABLE "outbox_messages" ADD COLUMN "client_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_by_name" text DEFAULT 'Venue Portal' NOT NULL;--> statement-breakpoint
-- HTML a person wrote, sanitized in the e-mail mode when stored; null: the body is text_body (system mail).
ALTER TABLE "outbox_messages" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "is_opened" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Set while a channel that reports delivery (Semaphore) owes us its answer: when to ask next.
ALTER TABLE "outbox_messages" ADD COLUMN "report_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_check" CHECK ("status" IN ('PENDING', 'SENT', 'DELIVERED', 'FAILED', 'BOUNCED'));--> statement-breakpoint
UPDATE "outbox_messages" o SET "client_id" = u."id" FROM "users" u WHERE lower(u."email") = lower(o."to_address");--> statement-breakpoint
UPDATE "outbox_messages" SET
	"template_name" = CASE
		WHEN "subject" = 'Reset your Venue Portal password' THEN 'password_reset'
		WHEN "subject" = 'Your Venue Portal invitation' THEN 'invitation'
		WHEN "subject" = 'Your Venue Portal password was changed' THEN 'password_changed'
		WHEN "subject" LIKE 'Payment received:%' OR "subject" LIKE '[TEST] Payment received:%' THEN 'payment_received'
		WHEN "subject" LIKE 'How to complete payment %' THEN 'offline_payment_instructions'
		WHEN "subject" LIKE 'Your quote for % is ready' THEN 'quote_sent'
		WHEN "subject" = 'Your Venue Portal staff invitation' THEN 'staff_invitation'
		WHEN "subject" LIKE 'Please sign: % for %' THEN 'contract_sent'
		WHEN "subject" LIKE 'Fully signed: % for %' THEN 'contract_completed'
		WHEN "subject" LIKE 'Voided: % for %' THEN 'contract_voided'
		ELSE 'general' END,
	"category" = CASE
		WHEN "subject" IN ('Reset your Venue Portal password', 'Your Venue Portal invitation', 'Your Venue Portal password was changed',
			'Your Venue Portal staff invitation') THEN 'SYSTEM'
		ELSE 'AUTO' END;--> statement-breakpoint
CREATE INDEX "outbox_client_idx" ON "outbox_messages" ("client_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_messages" ("created_at");--> statement-breakpoint
-- The dashboard's figures: a client's records of the last 30 days, and their e-mails not yet opened, without
-- reading the rest of their history.
CREATE INDEX "outbox_client_created_idx" ON "outbox_messages" ("client_id", "created_at");--> statement-breakpoint
CREATE INDEX "outbox_client_unread_idx" ON "outbox_messages" ("client_id")
	WHERE "channel" = 'EMAIL' AND NOT "is_opened" AND "status" IN ('SENT', 'DELIVERED');--> statement-breakpoint
CREATE INDEX "outbox_report_due_idx" ON "outbox_messages" ("report_due_at") WHERE "report_due_at" IS NOT NULL;--> statement-breakpoint

-- What the system sends, by name: the record's template_name points here. Subjects are plain text, e-mail
-- bodies HTML, SMS bodies text; {{variables}} are filled when sent or previewed (values HTML-escaped).
CREATE TABLE "communication_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL UNIQUE,
	"category" text NOT NULL CHECK ("category" IN ('SYSTEM', 'AUTO', 'MANUAL')),
	"channel" text NOT NULL CHECK ("channel" IN ('EMAIL', 'SMS')),
	"description" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "communication_templates" ("name", "category", "channel", "description", "subject", "body", "variables") VALUES
	('invitation', 'SYSTEM', 'EMAIL', 'The venue opens a portal account for a client.', 'Your Venue Portal invitation',
	 '<h1>You are invited to the Client Portal</h1><p>Hello {{client_name}},</p><p>The venue has opened a client portal account for you. There you can follow your events, answer quotes, sign contracts and pay invoices.</p><p>Set your password to activate the account. The invitation is valid for 14 days.</p><p><a href="{{link}}">Activate My Account</a></p>',
	 '[{"name":"client_name","description":"The invited client''s full name","example":"Liza Soberano","required":true},{"name":"link","description":"The invitation link","example":"https://portal.example/accept-invitation/abc","required":true}]'),
	('password_reset', 'SYSTEM', 'EMAIL', 'Someone asked to reset the account''s password.', 'Reset your Venue Portal password',
	 '<h1>Reset your password</h1><p>Hello {{first_name}},</p><p>We received a request to reset the password of your Venue Portal account. The link below works once, for one hour.</p><p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p><p><a href="{{link}}">Reset Password</a></p>',
	 '[{"name":"first_name","description":"The account holder''s first name","example":"Liza","required":true},{"name":"link","description":"The one-hour reset link","example":"https://portal.example/reset-password/abc","required":true}]'),
	('password_changed', 'SYSTEM', 'EMAIL', 'The account''s password was changed.', 'Your Venue Portal password was changed',
	 '<h1>Your password was changed</h1><p>Hello {{first_name}},</p><p>The password of your Venue Portal account was just changed.</p><p>If this was not you, reset your password now and contact the venue.</p><p><a href="{{link}}">Reset Password</a></p>',
	 '[{"name":"first_name","description":"The account holder''s first name","example":"Liza","required":true},{"name":"link","description":"The forgot-password page","example":"https://portal.example/forgot-password","required":true}]'),
	('payment_received', 'AUTO', 'EMAIL', 'A payment completed: the receipt''s facts.', 'Payment received: {{payment_number}}',
	 '<h1>Payment received</h1><p>Hello {{first_name}},</p><p>We received your payment of {{amount}} ({{payment_number}}) for invoice {{invoice_number}}. Thank you!</p><p>Your official receipt number is {{receipt_number}}. You can download the receipt from your portal at any time.</p><p><a href="{{link}}">View Payments</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"amount","description":"The amount paid, with its currency","example":"₱25,000.00","required":true},{"name":"payment_number","description":"The payment''s number","example":"PAY-2026-000042","required":true},{"name":"invoice_number","description":"The invoice paid","example":"INV-2026-0042","required":false},{"name":"receipt_number","description":"The official receipt number","example":"OR-2026-000042","required":true},{"name":"link","description":"The payments page","example":"https://portal.example/payments","required":true}]'),
	('offline_payment_instructions', 'AUTO', 'EMAIL', 'The client chose to pay by bank transfer or at the venue.', 'How to complete payment {{payment_number}}',
	 '<h1>Complete your payment</h1><p>Hello {{first_name}},</p><p>Your payment {{payment_number}} of {{amount}} is waiting for your transfer.</p><p>{{instructions}}</p><p>We confirm the payment by e-mail as soon as it arrives.</p><p><a href="{{link}}">View Payments</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"payment_number","description":"The payment''s number, the transfer reference","example":"PAY-2026-000042","required":true},{"name":"amount","description":"The amount to pay, with its currency","example":"₱25,000.00","required":true},{"name":"instructions","description":"The venue''s bank or office instructions","example":"Transfer to BPI Current Account 1234-5678-90.","required":true},{"name":"link","description":"The payments page","example":"https://portal.example/payments","required":true}]'),
	('quote_sent', 'AUTO', 'EMAIL', 'The venue sent a quote to the client.', 'Your quote for {{event_name}} is ready',
	 '<h1>Your quote is ready</h1><p>Hello {{first_name}},</p><p>Your quote for {{event_name}} (version {{version}}) is ready: {{total}} in total, VAT included.</p><p>Please accept or decline it in your portal by {{valid_until}}; after that date it expires.</p><p><a href="{{link}}">View Quote</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"event_name","description":"The event quoted","example":"Santos-Reyes Wedding","required":true},{"name":"version","description":"The quote''s version","example":"2","required":true},{"name":"total","description":"The quote''s total","example":"₱385,000.00","required":true},{"name":"valid_until","description":"The last day to answer","example":"December 15, 2026","required":false},{"name":"link","description":"The event page","example":"https://portal.example/events/7","required":true}]'),
	('staff_invitation', 'SYSTEM', 'EMAIL', 'A staff or admin account is opened for someone of the venue.', 'Your Venue Portal staff invitation',
	 '<h1>You are invited to the Venue Portal staff console</h1><p>Hello {{name}},</p><p>You have been given a {{role}} account of Venue Portal: the staff console, where the venue looks after its clients and events.</p><p>Set your password to activate the account. The invitation is valid for 14 days.</p><p><a href="{{link}}">Activate My Account</a></p>',
	 '[{"name":"name","description":"The invited person''s full name","example":"Rosa Dizon","required":true},{"name":"role","description":"staff or administrator","example":"staff","required":true},{"name":"link","description":"The invitation link","example":"https://portal.example/accept-invitation/abc","required":true}]'),
	('contract_sent', 'AUTO', 'EMAIL', 'The venue sent a contract for the client to sign.', 'Please sign: {{template_name}} for {{event_name}}',
	 '<h1>Your contract is ready to sign</h1><p>Hello {{first_name}},</p><p>The {{template_name}} for {{event_name}} ({{value}}) is ready for your signature.</p><p>Please review and sign it in your portal by {{valid_until}}.</p><p><a href="{{link}}">Open Contract</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"template_name","description":"The contract''s kind","example":"Wedding Venue Agreement","required":true},{"name":"event_name","description":"The event","example":"Santos-Reyes Wedding","required":true},{"name":"value","description":"The contract''s value","example":"₱385,000.00","required":true},{"name":"valid_until","description":"The last day to sign","example":"December 15, 2026","required":false},{"name":"link","description":"The contract page","example":"https://portal.example/events/7","required":true}]'),
	('contract_completed', 'AUTO', 'EMAIL', 'Every party has signed the contract.', 'Fully signed: {{template_name}} for {{event_name}}',
	 '<h1>Your contract is fully signed</h1><p>Hello {{first_name}},</p><p>The venue has countersigned the {{template_name}} for {{event_name}}. Every party has now signed it.</p><p>You can download the signed PDF, with its certificate of completion, from your portal.</p><p><a href="{{link}}">Open Contract</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"template_name","description":"The contract''s kind","example":"Wedding Venue Agreement","required":true},{"name":"event_name","description":"The event","example":"Santos-Reyes Wedding","required":true},{"name":"link","description":"The contract page","example":"https://portal.example/events/7","required":true}]'),
	('contract_voided', 'AUTO', 'EMAIL', 'The venue voided a contract the client had received.', 'Voided: {{template_name}} for {{event_name}}',
	 '<h1>A contract was voided</h1><p>Hello {{first_name}},</p><p>The venue has voided the {{template_name}} for {{event_name}}. It stays in your records but no longer binds either party.</p><p>Reason: {{reason}}</p><p><a href="{{link}}">Open Contract</a></p>',
	 '[{"name":"first_name","description":"The client''s first name","example":"Liza","required":true},{"name":"template_name","description":"The contract''s kind","example":"Wedding Venue Agreement","required":true},{"name":"event_name","description":"The event","example":"Santos-Reyes Wedding","required":true},{"name":"reason","description":"Why the venue voided it","example":"The event moved to another date.","required":true},{"name":"link","description":"The contract page","example":"https://portal.example/events/7","required":true}]'),
	('new_message', 'AUTO', 'EMAIL', 'A new message in a conversation, for the other side.', 'New message: {{thread_subject}}',
	 '<h1>You have a new message</h1><p>Hello {{first_name}},</p><p>{{sender_name}} wrote in "{{thread_subject}}":</p><blockquote>{{message}}</blockquote><p><a href="{{link}}">Read and Reply</a></p>',
	 '[{"name":"first_name","description":"The recipient''s first name","example":"Liza","required":true},{"name":"sender_name","description":"Who wrote","example":"Havila Gardens","required":true},{"name":"thread_subject","description":"The conversation''s subject","example":"Ceremony timing","required":true},{"name":"message","description":"The message text","example":"Could we start at 3 PM?","required":true},{"name":"link","description":"The conversation page","example":"https://portal.example/messages/thread/12","required":true}]'),
	('new_message_sms', 'AUTO', 'SMS', 'A new message, by SMS for clients who chose it.', '',
	 '{{sender_name}}: new message in "{{thread_subject}}". Read it at {{link}}',
	 '[{"name":"sender_name","description":"Who wrote","example":"Havila Gardens","required":true},{"name":"thread_subject","description":"The conversation''s subject","example":"Ceremony timing","required":true},{"name":"link","description":"The conversation page","example":"https://portal.example/messages/thread/12","required":true}]'),
	('manual_message', 'MANUAL', 'EMAIL', 'An e-mail the venue writes to one client.', '{{subject}}',
	 '{{message}}',
	 '[{"name":"subject","description":"The subject the venue writes","example":"Your tasting on Saturday","required":true},{"name":"message","description":"The message the venue writes","example":"See you at 2 PM in the Garden Pavilion.","required":true}]'),
	('manual_sms', 'MANUAL', 'SMS', 'An SMS the venue writes to one client.', '',
	 '{{message}}',
	 '[{"name":"message","description":"The message the venue writes","example":"See you at 2 PM in the Garden Pavilion.","required":true}]');--> statement-breakpoint

-- The notification panel's items, per user (any role).
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"type" text NOT NULL CHECK ("type" IN ('event', 'payment', 'message', 'system')),
	"priority" text DEFAULT 'medium' NOT NULL CHECK ("priority" IN ('urgent', 'high', 'medium', 'low')),
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" ("user_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint

-- One-use, 60-second tickets that open a notification stream (EventSource cannot send a bearer header).
CREATE TABLE "stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "stream_tickets_expiry_idx" ON "stream_tickets" ("expires_at");--> statement-breakpoint

-- A person's choices about non-essential e-mail, SMS and panel notifications (defaults in packages/shared).
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint

-- Conversations between a client and the venue.
CREATE TABLE "message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"event_id" integer REFERENCES "events"("id") ON DELETE set null,
	"subject" text NOT NULL,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "message_threads_client_idx" ON "message_threads" ("client_id", "last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "message_threads_recent_idx" ON "message_threads" ("last_message_at" DESC);--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL REFERENCES "message_threads"("id") ON DELETE cascade,
	"sender_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"sender_name" text NOT NULL,
	"from_venue" boolean NOT NULL,
	"body" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_mime" text,
	"attachment_size" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" ("thread_id", "id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" ("thread_id", "from_venue") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "messages_attachment_idx" ON "messages" ("attachment_key") WHERE "attachment_key" IS NOT NULL;
