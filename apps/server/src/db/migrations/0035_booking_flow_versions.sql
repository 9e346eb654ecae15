-- Booking flows the admin edits (issue 27, point 4). A flow's steps are never changed in place: saving a flow
-- writes a new set of step rows under the next version and moves the flow to it. A session keeps the version it
-- started on (booking_sessions.flow_version) and finishes on those steps, which stay; new sessions get the new one.
ALTER TABLE "booking_flows" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_flows" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_flows" ADD COLUMN "updated_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "booking_steps" ADD COLUMN "flow_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD COLUMN "flow_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
DROP INDEX "booking_steps_flow_idx";--> statement-breakpoint
CREATE INDEX "booking_steps_flow_idx" ON "booking_steps" ("flow_id", "flow_version", "sort_order");
