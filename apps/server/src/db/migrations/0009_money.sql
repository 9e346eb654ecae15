-- Money moves: gateways, saved methods, idempotency keys, webhook deduplication, plans, installments, refunds.
-- One row of payment settings (the venue's deposit, balance and refund rules, and bank instructions).
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"default_currency" text DEFAULT 'PHP' NOT NULL,
	"available_currencies" jsonb DEFAULT '["PHP","USD"]'::jsonb NOT NULL,
	"default_deposit_percentage" numeric(5, 2) DEFAULT '30.00' NOT NULL,
	"balance_due_days" integer DEFAULT 30 NOT NULL,
	"allow_refunds" boolean DEFAULT true NOT NULL,
	"refund_percentage" numeric(5, 2) DEFAULT '50.00' NOT NULL,
	"refund_deadline_hours" integer DEFAULT 720 NOT NULL,
	"refund_policy_text" text DEFAULT 'Cancellations made at least 30 days before the event are refunded 50% of the amount paid. Later cancellations are not refunded.' NOT NULL,
	"bank_transfer_instructions" text DEFAULT 'Transfer the amount to Havila Gardens Inc., BPI Current Account 1234-5678-90 (Tanay branch). Write the payment number in the reference field and e-mail the deposit slip to events@havilagardens.ph. We confirm within one banking day.' NOT NULL,
	"manual_payment_instructions" text DEFAULT 'Pay in cash or by check at the venue office (8AM-8PM daily). Bring the payment number; the office issues an official receipt on the spot.' NOT NULL,
	"keep_test_gateway" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "payment_settings" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "payment_gateways" ("code", "name", "description", "sort_order") VALUES
	('stripe', 'Credit or Debit Card', 'Visa, Mastercard, American Express and JCB, processed by Stripe.', 1),
	('gcash', 'GCash', 'Pay from your GCash wallet; you confirm the payment in the GCash app.', 2),
	('paymaya', 'Maya', 'Pay from your Maya wallet; you confirm the payment in the Maya app.', 3),
	('paypal', 'PayPal', 'Pay with your PayPal account.', 4),
	('bank_transfer', 'Bank Transfer', 'Transfer to the venue''s bank account; the venue confirms your payment.', 5),
	('manual', 'Pay at the Venue', 'Cash or check at the venue office; the venue confirms your payment.', 6),
	('test', 'Test Card', 'The built-in test gateway: no money moves. Use 4242 4242 4242 4242.', 7);--> statement-breakpoint
CREATE TABLE "gateway_customers" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"gateway_code" text NOT NULL,
	"customer_ref" text NOT NULL,
	PRIMARY KEY ("user_id", "gateway_code")
);--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"type" text NOT NULL,
	"gateway_code" text,
	"provider_ref" text,
	"nickname" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_four" text,
	"card_brand" text,
	"exp_month" integer,
	"exp_year" integer,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "payment_methods_client_idx" ON "payment_methods" ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" ("client_id") WHERE "is_default";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_method_id" integer REFERENCES "payment_methods"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" ("gateway_code", "provider_ref") WHERE "provider_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" ("status") WHERE "status" IN ('PROCESSING', 'PENDING');--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "base_unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "excess_hours" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "excess_hour_price" numeric(12, 2);--> statement-breakpoint
-- The first answer to a charging call, kept 24 hours: a retry with the same key gets it back and charges nothing.
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "key")
);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");--> statement-breakpoint
-- Webhooks seen, by the provider's event id: a second delivery of one event changes nothing.
CREATE TABLE "webhook_events" (
	"gateway_code" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("gateway_code", "event_id")
);--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
	"total_amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_one_active" ON "payment_plans" ("invoice_id") WHERE "status" = 'ACTIVE';--> statement-breakpoint
CREATE TABLE "installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL REFERENCES "payment_plans"("id") ON DELETE cascade,
	"sequence" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"paid_at" timestamp with time zone,
	UNIQUE ("plan_id", "sequence")
);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_installment_fk" FOREIGN KEY ("installment_id") REFERENCES "installments"("id") ON DELETE set null;--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE cascade,
	"number" text NOT NULL UNIQUE,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" ("payment_id");--> statement-breakpoint
-- The built-in test gateway's own ledger (it must agree across server processes like a real gateway would).
CREATE TABLE "test_gateway_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card" jsonb,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
