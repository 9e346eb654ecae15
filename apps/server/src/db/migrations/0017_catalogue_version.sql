-- What the booking wizard's flows are made of (flows, steps, event types, products and their categories,
-- facilities, questionnaires and their fields, the payment settings' deposit) carries one version number, bumped
-- by every statement that changes any of it. A server process may keep a flow as loaded in memory only together
-- with the version it was loaded at, and reads the current version in the same statement as the session it
-- serves: a change made through any process is seen by all of them at their next request.
CREATE TABLE "catalogue_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER catalogue_version_booking_flows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_flows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER catalogue_version_booking_steps AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_steps FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER catalogue_version_event_types AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_types FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER catalogue_version_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER catalogue_version_product_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER catalogue_version_facilities AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON facilities FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER catalogue_version_questionnaires AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questionnaires FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER catalogue_version_questionnaire_fields AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questionnaire_fields FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER catalogue_version_payment_settings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
