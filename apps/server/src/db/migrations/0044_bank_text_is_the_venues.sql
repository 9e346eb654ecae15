-- The bank transfer text is the venue's own (issue 39): migration 0009 gave every install the demo venue's
-- made-up account ("Havila Gardens Inc., BPI Current Account 1234-5678-90"), so a new install sent its guests'
-- money there. A new install now starts with none, and bank transfer is not offered until an admin writes it
-- (modules/payments/gateways.service.ts). The demo keeps its text: the demo is recognised as venueIsTheDemo does
-- (Venue Details still the demo's, no logo), and the demo seed writes it anew (seed/demo-venue.ts). An admin's
-- own text is never touched: only the demo's exact words are cleared.
ALTER TABLE "payment_settings" ALTER COLUMN "bank_transfer_instructions" SET DEFAULT '';--> statement-breakpoint
UPDATE "payment_settings" SET "bank_transfer_instructions" = ''
WHERE "id" = 1
	AND "bank_transfer_instructions" = 'Transfer the amount to Havila Gardens Inc., BPI Current Account 1234-5678-90 (Tanay branch). Write the payment number in the reference field and e-mail the deposit slip to events@havilagardens.ph. We confirm within one banking day.'
	AND NOT EXISTS (
		SELECT 1 FROM "venue_settings"
		WHERE "id" = 1 AND "logo_key" IS NULL
			AND "details" @> '{"name":"Havila Gardens","legal_name":"Havila Gardens Inc.","address_line_1":"Sitio Maligaya, Brgy. Sampaloc","address_line_2":"Tanay, Rizal 1980, Philippines","map_url":"https://maps.google.com/?q=Havila+Gardens+Tanay+Rizal","phone":"+63 917 842 5561","landline":"(02) 8654 3120","email":"events@havilagardens.ph","support_hours":"8AM-8PM daily","facebook_url":"https://www.facebook.com/havilagardens","instagram_url":"https://www.instagram.com/havilagardens","youtube_url":"https://www.youtube.com/@havilagardens","brand_color":"#2E5E3E","email_sender_name":"Havila Gardens","document_business_name":"Havila Gardens","document_address":"Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal 1980, Philippines","tin":"","document_footer":""}'::jsonb
	);
