-- First run (issue 27, point 8): a new install keeps its public booking closed until an admin has set the venue
-- up (the checklist in modules/setup reads what was saved). The moment the checklist was first found done is kept
-- here, so booking stays open afterwards even if something is later switched off. An install that already took
-- events was set up before this existed: it counts as done.
CREATE TABLE "venue_setup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"completed_at" timestamp with time zone
);--> statement-breakpoint
INSERT INTO "venue_setup" ("id", "completed_at") SELECT 1, CASE WHEN EXISTS (SELECT 1 FROM "events") THEN now() END;
