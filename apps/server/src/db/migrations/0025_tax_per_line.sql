-- One rule for every priced document (packages/shared/src/payments/document-totals.ts): each line is taxed at its
-- own rate, rounded per line, as quotes always were. An invoice's lines take the rate the invoice had (so no
-- issued invoice changes its total), and the invoice-wide rate goes. A quote's options were untaxed: those that
-- exist keep a rate of 0 (their quotes keep their totals); new options are taxed like any line, at 12 % unless told.
ALTER TABLE "invoice_line_items" ADD COLUMN "tax_rate" numeric(6, 4);--> statement-breakpoint
UPDATE "invoice_line_items" l SET "tax_rate" = i."tax_rate" FROM "invoices" i WHERE i."id" = l."invoice_id";--> statement-breakpoint
ALTER TABLE "invoice_line_items" ALTER COLUMN "tax_rate" SET DEFAULT '0.12';--> statement-breakpoint
ALTER TABLE "invoice_line_items" ALTER COLUMN "tax_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_rate";--> statement-breakpoint
ALTER TABLE "quote_options" ADD COLUMN "tax_rate" numeric(6, 4) NOT NULL DEFAULT '0';--> statement-breakpoint
ALTER TABLE "quote_options" ALTER COLUMN "tax_rate" SET DEFAULT '0.12';
--> statement-breakpoint
-- The invoice made from an accepted quote names it: one invoice per quote, so two clicks cannot bill it twice.
ALTER TABLE "invoices" ADD COLUMN "quote_id" integer REFERENCES "quotes"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_key" ON "invoices" USING btree ("quote_id");
