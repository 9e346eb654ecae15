-- The venue's reports (issue 41): which ones an admin shares with staff, and the indexes the reports filter on,
-- so a month's figures stay fast on 50,000 events (bench/reports-only.ts).
ALTER TABLE "venue_settings" ADD COLUMN "staff_reports" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Occupancy reads a space's events over time; revenue by booking reads events by their first day.
CREATE INDEX "events_facility_starts_idx" ON "events" ("facility_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_start_date_idx" ON "events" ("start_date");--> statement-breakpoint
-- Invoiced and VAT read invoices by the day they were issued; aging reads the open ones.
CREATE INDEX "invoices_issue_date_idx" ON "invoices" ("issue_date");--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" ("due_date") WHERE "status" = 'ISSUED';--> statement-breakpoint
-- Collected reads payments by the moment they were received; refunds by the moment they went through.
CREATE INDEX "payments_paid_on_idx" ON "payments" ("paid_on");--> statement-breakpoint
CREATE INDEX "refunds_processed_idx" ON "refunds" ("processed_at");
