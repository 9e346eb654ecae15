-- What a question's answer means to the venue beyond its words: the guest count the event records, or a note that
-- matters for safety or service (allergies, accessibility, an overnight stay, special requests), which staff see
-- flagged on the event and on Today (packages/shared/src/events/question-purpose.ts). Answers to questions of one
-- purpose are one answer: the booking's questionnaire fills the event's, and an edit of either updates both.
ALTER TABLE "questionnaire_fields" ADD COLUMN "purpose" text CHECK ("purpose" IN ('guest_count', 'dietary', 'accessibility', 'overnight', 'special_requests'));--> statement-breakpoint
UPDATE "questionnaire_fields" f SET "purpose" = CASE f."name"
	WHEN 'Expected number of guests' THEN 'guest_count'
	WHEN 'Expected number of participants' THEN 'guest_count'
	WHEN 'Number of participants' THEN 'guest_count'
	WHEN 'Number of campers' THEN 'guest_count'
	WHEN 'Dietary needs or allergies' THEN 'dietary'
	WHEN 'Will family stay overnight at Havila?' THEN 'overnight'
	WHEN 'Anything we should know?' THEN 'special_requests'
END
FROM "questionnaires" q WHERE q."id" = f."questionnaire_id" AND q."audience" = 'booking';--> statement-breakpoint
-- Every booking questionnaire asks about accessibility, optionally: a wheelchair user's needs must reach the venue.
INSERT INTO "questionnaire_fields" ("questionnaire_id", "name", "type", "required", "options", "help_text", "placeholder", "sort_order", "purpose")
SELECT q."id", 'Accessibility needs', 'textarea', false, '[]'::jsonb, 'Wheelchair access, seating near the exits, anything that helps your guests.', '', 50, 'accessibility'
FROM "questionnaires" q WHERE q."audience" = 'booking';
--> statement-breakpoint
-- What the client typed when booking comes first, in the portal and for staff, before the longer planning questions.
UPDATE "questionnaires" SET "sort_order" = 0 WHERE "audience" = 'booking';
