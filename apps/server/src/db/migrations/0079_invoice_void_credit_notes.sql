-- Issue 41, the rest of "Invoices by the EOPT rules". A voided invoice keeps its number (status CANCELLED, as
-- before) and now says why, when and by whom. A refund against an invoice issues a credit note with its own
-- unbroken series (CN-2026-000001, taken from document_series like INV and OR) naming the invoice it corrects and
-- the VAT part of the amount. The buyer's registered address and TIN, when the client gives them, print on the
-- invoice under the buyer's name.
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_by_name" text;--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL UNIQUE,
	"refund_id" integer NOT NULL UNIQUE REFERENCES "refunds"("id") ON DELETE cascade,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
	"issue_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"vatable" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"exempt" numeric(12, 2) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" ("invoice_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tin" text DEFAULT '' NOT NULL;
