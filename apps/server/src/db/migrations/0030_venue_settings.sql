-- The venue's details as data an admin edits (Staff console > Venue Details): one row, its version going up on
-- every save. It starts with what the site printed when these were constants, so nothing visible changes.
CREATE TABLE "venue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"version" integer DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"logo_key" text,
	"updated_by_id" integer REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "venue_settings" ("id", "details") VALUES (1, '{"name":"Havila Gardens","legal_name":"Havila Gardens Inc.","address_line_1":"Sitio Maligaya, Brgy. Sampaloc","address_line_2":"Tanay, Rizal 1980, Philippines","map_url":"https://maps.google.com/?q=Havila+Gardens+Tanay+Rizal","phone":"+63 917 842 5561","landline":"(02) 8654 3120","email":"events@havilagardens.ph","support_hours":"8AM-8PM daily","facebook_url":"https://www.facebook.com/havilagardens","instagram_url":"https://www.instagram.com/havilagardens","youtube_url":"https://www.youtube.com/@havilagardens","brand_color":"#2E5E3E","email_sender_name":"Havila Gardens","document_business_name":"Havila Gardens","document_address":"Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal 1980, Philippines","tin":"","document_footer":""}'::jsonb);
