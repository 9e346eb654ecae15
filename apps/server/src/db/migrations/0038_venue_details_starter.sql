-- A new install starts with words that ask to be replaced, not with the demo venue's details (migration 0030 put
-- Havila Gardens there for everyone). Only a database that has no account yet is a new install: this runs before
-- `create-admin` or the demo seed makes one, and the demo seed then writes the demo's details (seed/demo-data.ts).
UPDATE "venue_settings" SET "details" = '{"name":"Your Venue Name","legal_name":"Your Venue Name Inc.","address_line_1":"Street and barangay","address_line_2":"Town, Province","map_url":"","phone":"+63 900 000 0000","landline":"","email":"events@example.com","support_hours":"9AM-5PM daily","facebook_url":"","instagram_url":"","youtube_url":"","brand_color":"#2E5E3E","email_sender_name":"Your Venue Name","document_business_name":"Your Venue Name","document_address":"Street and barangay, Town, Province","tin":"","document_footer":""}'::jsonb
WHERE "id" = 1 AND "updated_by_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "users");
