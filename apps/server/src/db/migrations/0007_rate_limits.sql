-- Attempt counters for every limit that guards expensive or sensitive work (sign-in, password hashing,
-- registration): one row per key and window, reserved atomically with INSERT ... ON CONFLICT before the work.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" ("window_start");--> statement-breakpoint
DROP TABLE "login_failures";
