-- A customised booking e-mail keeps what the built-in one says beyond its sentences: {{items}} is what was booked, a
-- line each with its price, then the discount, VAT and total (to the centavo, as the wizard priced it); {{payment}}
-- is what was paid or is to pay, the balance and how to pay it. The built-in texts place them; a text an admin has
-- already customised keeps its words, and its reset brings the new ones (default_body, migration 0034).
UPDATE "communication_templates" SET "variables" = "variables" || '[{"name":"items","description":"What was booked, a line each with its price, then the discount, VAT and total","example":"What you booked:\nGarden Wedding Package: ₱185,000.00\nVAT: ₱22,200.00\nTotal: ₱207,200.00","required":false},{"name":"payment","description":"What was paid or is to pay, the balance and how to pay it","example":"We received ₱62,160.00 (PAY-2026-000045); the total of your booking is ₱207,200.00.\nBalance after today: ₱145,040.00, due by Monday, February 22, 2027.","required":false}]'::jsonb
WHERE "name" IN ('booking_confirmed', 'booking_received');--> statement-breakpoint
UPDATE "communication_templates" SET "variables" = "variables" || '[{"name":"items","description":"What was asked for, a line each with its price, then the estimated total","example":"What you asked for:\nGarden Wedding Package: ₱185,000.00\nVAT: ₱22,200.00\nEstimated total: ₱207,200.00","required":false}]'::jsonb
WHERE "name" = 'quote_request_received';--> statement-breakpoint
UPDATE "communication_templates" SET "body" = replace("body", '<p><a href="{{link}}">View in Dashboard</a></p>', '<p>{{items}}</p><p>{{payment}}</p><p><a href="{{link}}">View in Dashboard</a></p>')
WHERE "name" = 'booking_confirmed' AND "default_body" IS NULL;--> statement-breakpoint
UPDATE "communication_templates" SET "default_body" = replace("default_body", '<p><a href="{{link}}">View in Dashboard</a></p>', '<p>{{items}}</p><p>{{payment}}</p><p><a href="{{link}}">View in Dashboard</a></p>')
WHERE "name" = 'booking_confirmed' AND "default_body" IS NOT NULL;--> statement-breakpoint
UPDATE "communication_templates" SET "body" = replace("body", '<p>{{instructions}}</p>', '<p>{{items}}</p><p>{{payment}}</p>')
WHERE "name" = 'booking_received' AND "default_body" IS NULL;--> statement-breakpoint
UPDATE "communication_templates" SET "default_body" = replace("default_body", '<p>{{instructions}}</p>', '<p>{{items}}</p><p>{{payment}}</p>')
WHERE "name" = 'booking_received' AND "default_body" IS NOT NULL;--> statement-breakpoint
UPDATE "communication_templates" SET "body" = replace("body", '<p><a href="{{link}}">View in Dashboard</a></p>', '<p>{{items}}</p><p><a href="{{link}}">View in Dashboard</a></p>')
WHERE "name" = 'quote_request_received' AND "default_body" IS NULL;--> statement-breakpoint
UPDATE "communication_templates" SET "default_body" = replace("default_body", '<p><a href="{{link}}">View in Dashboard</a></p>', '<p>{{items}}</p><p><a href="{{link}}">View in Dashboard</a></p>')
WHERE "name" = 'quote_request_received' AND "default_body" IS NOT NULL;
