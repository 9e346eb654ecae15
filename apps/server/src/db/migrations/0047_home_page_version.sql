-- The home page's version (issue 39): two admins editing it at once no longer overwrite each other silently. A save
-- sends the version it was loaded at and is refused with 409 when another save came first, as Venue Details are.
ALTER TABLE "venue_settings" ADD COLUMN "home_version" integer DEFAULT 1 NOT NULL;
