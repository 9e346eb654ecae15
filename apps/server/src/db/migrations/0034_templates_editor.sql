-- An admin may rewrite a message template's subject and body (issue 27, point 7). The built-in wording is kept
-- beside it the first time it is changed, and put back by "reset to default": default_subject/default_body are
-- NULL while the template is as shipped, so a template seeded by a later migration needs no default of its own,
-- and "customised" is simply default_body IS NOT NULL. A migration that rewrites a built-in text should update
-- coalesce(default_body, body), i.e. default_body when set, otherwise body.
ALTER TABLE "communication_templates" ADD COLUMN "default_subject" text;--> statement-breakpoint
ALTER TABLE "communication_templates" ADD COLUMN "default_body" text;
