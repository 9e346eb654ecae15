-- Prices and policies in the staff console (issue 27, point 6). A discount code may be kept to some event types
-- (event_type_ids, empty: every type), judged by the shared rule discountFitsEventType wherever a session's code
-- is checked; each use records how much it took off (the booking's pricing), so the console lists who saved what.
ALTER TABLE "discounts" ADD COLUMN "event_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "discount_uses" ADD COLUMN "amount" numeric(12, 2) DEFAULT '0.00' NOT NULL;
--> statement-breakpoint
-- Uses made before this migration: what the booking's invoice took off (its DISCOUNT lines are negative).
UPDATE "discount_uses" u SET "amount" = coalesce((
	SELECT -sum(round(l."quantity" * l."unit_price", 2)) FROM "invoice_line_items" l JOIN "invoices" i ON i."id" = l."invoice_id"
	WHERE i."event_id" = u."event_id" AND l."item_type" = 'DISCOUNT'
), 0);
