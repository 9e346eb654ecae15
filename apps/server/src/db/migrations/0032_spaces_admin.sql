-- Spaces and event types edited in the staff console (issue 27, point 3). An event type can be switched off (no
-- longer offered; its events keep it), carries one image, and names the facilities its bookings may use, in
-- order (the wizard's schedule step offers the active ones of them). The list starts as what each type's flows'
-- schedule step offered, so the wizard offers exactly what it did.
ALTER TABLE "event_types" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "facility_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "event_types" t SET "facility_ids" = coalesce((
	SELECT jsonb_agg(x.id ORDER BY x.first_seen)
	FROM (
		SELECT (v.value)::int AS id, min(f."id" * 10000 + v.ordinality) AS first_seen
		FROM "booking_flows" f
		JOIN "booking_steps" s ON s."flow_id" = f."id" AND s."step_type" = 'date_time'
		CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(s."configuration"->'facility_ids', '[]'::jsonb)) WITH ORDINALITY AS v(value, ordinality)
		WHERE f."event_type_id" = t."id"
		GROUP BY (v.value)::int
	) x
	WHERE EXISTS (SELECT 1 FROM "facilities" fa WHERE fa."id" = x.id)
), '[]'::jsonb);--> statement-breakpoint
-- A facility's photos, ordered; one of them is the cover (the first, when none is chosen).
CREATE TABLE "facility_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL REFERENCES "facilities"("id") ON DELETE cascade,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "facility_photos_facility_idx" ON "facility_photos" ("facility_id", "position");--> statement-breakpoint
CREATE UNIQUE INDEX "facility_photos_one_cover" ON "facility_photos" ("facility_id") WHERE "is_cover";
