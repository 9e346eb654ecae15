-- The demo venue's catalogue is the demo's (issue 39): migrations 0001-0023 gave every install its event types,
-- spaces ("Havila Hostel"), products ("Havila room, per night"), booking flows, questionnaires ("Will family stay
-- overnight at Havila?") and discount codes. A new install now starts with none, and the setup checklist leads its
-- admin through adding a space, an event type, a package and a flow; the demo seed writes the demo's rows anew
-- (seed/demo-catalogue.ts). Removed only on an install that is not the demo (recognised as venueIsTheDemo does:
-- Venue Details equal to the demo's, no logo) and whose booking has not opened yet (venue_setup.completed_at: a
-- venue that opened has adopted what it offers), and only rows nothing of the venue's refers to (events, quotes,
-- booking sessions, answers, discount uses). The contract template and two message templates stay, with the demo's
-- place and hostel taken out of their words (an admin's own wording has no such words and is left as it is).
DO $$
BEGIN
	IF EXISTS (
		SELECT 1 FROM "venue_settings"
		WHERE "id" = 1 AND "logo_key" IS NULL
			AND "details" @> '{"name":"Havila Gardens","legal_name":"Havila Gardens Inc.","address_line_1":"Sitio Maligaya, Brgy. Sampaloc","address_line_2":"Tanay, Rizal 1980, Philippines","map_url":"https://maps.google.com/?q=Havila+Gardens+Tanay+Rizal","phone":"+63 917 842 5561","landline":"(02) 8654 3120","email":"events@havilagardens.ph","support_hours":"8AM-8PM daily","facebook_url":"https://www.facebook.com/havilagardens","instagram_url":"https://www.instagram.com/havilagardens","youtube_url":"https://www.youtube.com/@havilagardens","brand_color":"#2E5E3E","email_sender_name":"Havila Gardens","document_business_name":"Havila Gardens","document_address":"Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal 1980, Philippines","tin":"","document_footer":""}'::jsonb
	) THEN
		RETURN;
	END IF;

	UPDATE "contract_templates" SET "content" = replace(replace("content",
		', Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal (“the Venue”)', ' (“the Venue”)'),
		'no smoking in the Sanctuary chapel, the Pavilion or the Havila hostel', 'no smoking indoors');
	UPDATE "communication_templates" SET "variables" = replace("variables"::text, '"example": "Havila Gardens"', '"example": "Events Office"')::jsonb
	WHERE "variables"::text LIKE '%"example": "Havila Gardens"%';

	IF EXISTS (SELECT 1 FROM "venue_setup" WHERE "completed_at" IS NOT NULL) THEN
		RETURN;
	END IF;

	DELETE FROM "booking_flows" f
	WHERE f."name" IN ('Wedding booking', 'Corporate Event booking', 'Retreat booking', 'Team Building booking', 'Camping booking')
		AND NOT EXISTS (SELECT 1 FROM "booking_sessions" s WHERE s."flow_id" = f."id");
	DELETE FROM "questionnaires" q
	WHERE q."name" IN ('Wedding details', 'Corporate Event details', 'Retreat details', 'Team Building details', 'Camping details')
		AND NOT EXISTS (SELECT 1 FROM "booking_uploads" u WHERE u."questionnaire_id" = q."id")
		AND NOT EXISTS (
			SELECT 1 FROM "questionnaire_fields" f
			WHERE f."questionnaire_id" = q."id"
				AND (EXISTS (SELECT 1 FROM "questionnaire_responses" r WHERE r."field_id" = f."id")
					OR EXISTS (SELECT 1 FROM "questionnaire_fields" c WHERE c."origin_id" = f."id" AND c."questionnaire_id" <> q."id"))
		);
	DELETE FROM "event_types" e
	WHERE e."name" IN ('Wedding', 'Corporate Event', 'Retreat', 'Team Building', 'Camping')
		AND NOT EXISTS (SELECT 1 FROM "events" v WHERE v."event_type_id" = e."id")
		AND NOT EXISTS (SELECT 1 FROM "booking_flows" f WHERE f."event_type_id" = e."id")
		AND NOT EXISTS (SELECT 1 FROM "questionnaires" q WHERE q."event_type_id" = e."id");
	DELETE FROM "products" p
	WHERE p."sku" IN ('PKG-WED-INTIMATE', 'PKG-WED-CHAPEL', 'PKG-WED-GARDEN', 'PKG-RET-3D2N', 'PKG-RET-2D1N', 'PKG-CORP-PLENARY',
			'PKG-CORP-DAY', 'PKG-TB-RACE', 'PKG-TB-FIELD', 'PKG-CAMP-CABANA', 'PKG-CAMP-NIGHT', 'ADD-CAT-DESSERT', 'ADD-CAT-SNACK',
			'ADD-CAT-LUNCH', 'ADD-CAT-PLATED', 'ADD-CAT-BUFFET', 'ADD-CABANA-DAY', 'ADD-ROOM-BED', 'ADD-ROOM-HAVILA', 'ADD-GENSET',
			'ADD-LIGHTS', 'ADD-PROJECTOR', 'ADD-SOUND', 'ADD-COORDINATOR', 'ADD-FIREWORKS', 'ADD-PHOTOBOOTH', 'ADD-QUARTET',
			'ADD-BONFIRE', 'ADD-TENT-EVENT', 'ADD-TENT-2P')
		AND NOT EXISTS (SELECT 1 FROM "event_items" i WHERE i."product_id" = p."id")
		AND NOT EXISTS (SELECT 1 FROM "quote_line_items" l WHERE l."product_id" = p."id");
	DELETE FROM "product_categories" c
	WHERE c."name" IN ('Wedding Packages', 'Retreat Packages', 'Corporate Packages', 'Team Building', 'Camping', 'Catering',
			'Accommodation', 'Equipment', 'Extras')
		AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."category_id" = c."id");
	DELETE FROM "facilities" f
	WHERE f."name" IN ('Sanctuary Chapel', 'Cabana 1', 'Cabana 2', 'Cabana 3', 'Cabana 4', 'Pavilion', 'Open-Field', 'Angelic Field', 'Havila Hostel')
		AND NOT EXISTS (SELECT 1 FROM "events" v WHERE v."facility_id" = f."id")
		AND NOT EXISTS (SELECT 1 FROM "facility_reservations" r WHERE r."facility_id" = f."id")
		AND NOT EXISTS (SELECT 1 FROM "quote_requests" q WHERE q."facility_id" = f."id");
	DELETE FROM "discounts" d
	WHERE d."code" IN ('WELCOME10', 'VENUE5000')
		AND NOT EXISTS (SELECT 1 FROM "discount_uses" u WHERE u."discount_id" = d."id");
END
$$;
