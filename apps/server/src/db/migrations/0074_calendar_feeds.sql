-- A person's private calendar feed (issue 40): the iCalendar address Google Calendar, Outlook or Apple Calendar
-- subscribe to. One per account; only the SHA-256 of the address's token is kept (like refresh and reset tokens),
-- so a copy of the database opens no feed. Resetting replaces the hash: the old address answers 404 at once.
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE ("token_hash")
);
