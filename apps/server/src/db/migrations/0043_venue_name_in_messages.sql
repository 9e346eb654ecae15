-- A message names the venue it comes from (issue 39): the shipped wording said "Venue Portal", the product's
-- name, which a client does not know. Every template gets the {{venue_name}} variable (the outbox fills it from
-- Venue Details when the message is queued, lib/venue-name.ts), and the wording that said "Venue Portal" says it,
-- in an admin's customised text as in the shipped one kept for reset.
UPDATE "communication_templates" SET
	"subject" = replace("subject", 'Venue Portal', '{{venue_name}}'),
	"body" = replace("body", 'Venue Portal', '{{venue_name}}'),
	"default_subject" = replace("default_subject", 'Venue Portal', '{{venue_name}}'),
	"default_body" = replace("default_body", 'Venue Portal', '{{venue_name}}');--> statement-breakpoint
UPDATE "communication_templates"
SET "variables" = "variables" || '[{"name":"venue_name","description":"The venue''s name, as Venue Details gives it","example":"Casa Lumina Gardens","required":false}]'::jsonb
WHERE NOT "variables" @> '[{"name":"venue_name"}]'::jsonb;
