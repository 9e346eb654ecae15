-- The public site's editable pages (issue 27, point 2): one row per page, by slug. Terms and Privacy are
-- versioned: a new version is a new row, a published version is never changed again (a trigger keeps it so), and
-- the current version is the newest published one. Other pages keep one row (version 1) edited in place.
CREATE TABLE "site_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL DEFAULT 1,
	"title" text NOT NULL,
	"summary" text NOT NULL DEFAULT '',
	"body" text NOT NULL DEFAULT '',
	"published_at" timestamp with time zone,
	"updated_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_slug_version_key" UNIQUE ("slug", "version")
);--> statement-breakpoint
-- At most one unpublished version of a page at a time.
CREATE UNIQUE INDEX "site_pages_one_draft_idx" ON "site_pages" USING btree ("slug") WHERE "published_at" IS NULL;--> statement-breakpoint
CREATE FUNCTION site_pages_versioned_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.slug IN ('terms', 'privacy') AND OLD.published_at IS NOT NULL
		AND (NEW.slug, NEW.version, NEW.title, NEW.summary, NEW.body, NEW.published_at)
			IS DISTINCT FROM (OLD.slug, OLD.version, OLD.title, OLD.summary, OLD.body, OLD.published_at) THEN
		RAISE EXCEPTION 'a published version of % cannot be changed', OLD.slug USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "site_pages_versioned_immutable" BEFORE UPDATE ON "site_pages"
	FOR EACH ROW EXECUTE FUNCTION site_pages_versioned_immutable();--> statement-breakpoint
-- Which Terms and Privacy versions a visitor accepted, and when: at registration (user_id) and when a booking is
-- completed (session_id, and the event it made).
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"context" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
	"session_id" integer REFERENCES "booking_sessions"("id") ON DELETE SET NULL,
	"event_id" integer REFERENCES "events"("id") ON DELETE SET NULL,
	"terms_page_id" integer NOT NULL REFERENCES "site_pages"("id"),
	"privacy_page_id" integer NOT NULL REFERENCES "site_pages"("id"),
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consents_session_idx" ON "consents" USING btree ("session_id");--> statement-breakpoint
-- Messages guests send from /contact; staff hear of each one (a panel notification and an e-mail to the inbox).
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL DEFAULT '',
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip_address" text NOT NULL DEFAULT '',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The venue's choice to show a client's public feedback on /reviews (the client's is_public is their consent).
ALTER TABLE "event_feedback" ADD COLUMN "shown_on_website" boolean DEFAULT false NOT NULL;
