-- What the visitor chose in the booking wizard (issue 25, point 1): the packages and add-ons with their quantities
-- and the prices the wizard showed, kept on the event, so the venue sees the selection without opening the
-- invoice or the draft quote. Written once, in the completion's transaction; the event's total follows the
-- accepted quote afterwards, the selection stays as booked.
CREATE TABLE "event_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"product_id" integer REFERENCES "products"("id") ON DELETE SET NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"line_total" numeric(12, 2) NOT NULL
);--> statement-breakpoint
CREATE INDEX "event_items_event_idx" ON "event_items" USING btree ("event_id", "position");
