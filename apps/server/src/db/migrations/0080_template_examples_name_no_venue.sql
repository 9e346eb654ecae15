-- The message templates' variable examples are the product's, not a venue's, and the template preview fills each
-- variable with its example. They named the demo venue: its chapel ("Sanctuary Chapel"), its made-up bank account
-- ("Transfer to BPI Current Account 1234-5678-90."), its initials in a booking reference that no booking has
-- ("HG-2026-000123"; references are eight characters, see bookingReference). Every install gets neutral ones (the
-- demo's name as the sender's example stays the demo seed's, seed/demo-catalogue.ts).
UPDATE "communication_templates" SET "variables" = replace(replace(replace(replace("variables"::text,
	'"example": "Sanctuary Chapel"', '"example": "Main Hall"'),
	'"example": "Transfer to BPI Current Account 1234-5678-90."', '"example": "Transfer the amount to the bank account named on your invoice."'),
	'"example": "HG-2026-000123"', '"example": "617E65CC"'),
	'"example": "HG-2026-000124"', '"example": "9A3F1C2B"')::jsonb
WHERE "variables"::text ~ '"example": "(Sanctuary Chapel|Transfer to BPI Current Account 1234-5678-90\.|HG-2026-00012[34])"';
