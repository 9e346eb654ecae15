-- The built-in test gateway moves no money: offered to real visitors, it would confirm bookings nobody paid for
-- (issue 39's walk: a new install offered "Test Card", chosen first). A new install (not set up yet) starts with it
-- switched off; its admin can switch it on in Payments & Refunds to try a booking. An install already running
-- keeps its choice, and the demo seed switches it on.
UPDATE "payment_gateways" SET "is_active" = false, "updated_at" = now()
WHERE "code" = 'test' AND EXISTS (SELECT 1 FROM "venue_setup" WHERE "id" = 1 AND "completed_at" IS NULL);
