-- The staff console's sales side: the product catalogue, product-priced quote lines, quote versions, contract
-- templates with content and variables, and voiding contracts.
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL UNIQUE,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer REFERENCES "product_categories"("id") ON DELETE set null,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL CHECK ("type" IN ('PACKAGE', 'PRODUCT')),
	"base_price" numeric(12, 2) NOT NULL CHECK ("base_price" >= 0),
	"pricing_model" text DEFAULT 'FIXED' NOT NULL CHECK ("pricing_model" IN ('HOURLY', 'FIXED')),
	"included_hours" numeric(5, 2),
	"has_excess_hours" boolean DEFAULT false NOT NULL,
	"excess_hour_price" numeric(12, 2),
	"minimum_hours" numeric(5, 2),
	"maximum_hours" numeric(5, 2),
	"advance_booking_days" integer DEFAULT 7 NOT NULL,
	"maximum_booking_days" integer DEFAULT 365 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"tax_rate" numeric(6, 4) DEFAULT '0.12' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" ("sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" ("category_id");--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD COLUMN "product_id" integer REFERENCES "products"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "previous_version_id" integer REFERENCES "quotes"("id") ON DELETE set null;--> statement-breakpoint
-- One new version per quote: two staff members pressing "new version" at once get one draft, not two.
CREATE UNIQUE INDEX "quotes_previous_version_key" ON "quotes" ("previous_version_id") WHERE "previous_version_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "void_reason" text;--> statement-breakpoint
INSERT INTO "product_categories" ("name", "description", "sort_order") VALUES
	('Wedding Packages', 'Ceremony and reception packages in the Sanctuary chapel, on the Angelic Field and in the Pavilion.', 1),
	('Retreat Packages', 'Overnight retreats with rooms in the Havila hostel, meals and the chapel or Pavilion for sessions.', 2),
	('Corporate Packages', 'Day meetings, plenaries and breakouts for companies and organisations.', 3),
	('Team Building', 'Facilitated games and challenges on the Open-Field.', 4),
	('Camping', 'Tent sites and cabanas with bonfire nights.', 5),
	('Catering', 'Meals and snacks by the venue kitchen, priced per guest.', 6),
	('Accommodation', 'Havila hostel rooms and beds and the four cabanas.', 7),
	('Equipment', 'Sound, projection, lighting and power.', 8),
	('Extras', 'Tents, bonfires, entertainment and on-the-day help.', 9);--> statement-breakpoint
INSERT INTO "products" ("category_id", "sku", "name", "description", "type", "base_price", "pricing_model", "included_hours", "has_excess_hours", "excess_hour_price", "minimum_hours", "maximum_hours", "advance_booking_days", "maximum_booking_days", "is_featured", "sort_order")
SELECT c."id", p.sku, p.name, p.description, p.type, p.base_price::numeric, p.pricing_model, p.included_hours::numeric, p.has_excess, p.excess_price::numeric, p.min_hours::numeric, p.max_hours::numeric, p.advance, p.maximum, p.featured, p.sort
FROM (VALUES
	('Wedding Packages', 'PKG-WED-GARDEN', 'Garden Wedding Package', 'Ceremony on the Angelic Field and reception in the Pavilion for up to 150 guests: 8 hours of venue use, bridal cabana, tables, chairs with covers, garden arch and a venue coordinator.', 'PACKAGE', '185000.00', 'FIXED', '8', true, '8500.00', '6', '14', 60, 540, true, 1),
	('Wedding Packages', 'PKG-WED-CHAPEL', 'Sanctuary Chapel Wedding', 'Ceremony in the Sanctuary chapel and reception in the Pavilion for up to 120 guests: 6 hours of venue use, bridal cabana, chapel flowers and sound for the ceremony.', 'PACKAGE', '145000.00', 'FIXED', '6', true, '7500.00', '4', '12', 45, 540, true, 2),
	('Wedding Packages', 'PKG-WED-INTIMATE', 'Intimate Garden Wedding (up to 60 guests)', 'A smaller ceremony and dinner on the Angelic Field: 5 hours of venue use, string lights, tables and chairs for 60.', 'PACKAGE', '95000.00', 'FIXED', '5', true, '6000.00', '4', '10', 30, 540, false, 3),
	('Retreat Packages', 'PKG-RET-2D1N', 'Two-Day Retreat, per person', 'One night in the Havila hostel, four meals and two snacks, the chapel or a breakout room for sessions and use of the grounds.', 'PACKAGE', '3800.00', 'FIXED', NULL, false, NULL, NULL, NULL, 14, 365, true, 4),
	('Retreat Packages', 'PKG-RET-3D2N', 'Three-Day Retreat, per person', 'Two nights in the Havila hostel, seven meals and four snacks, the chapel or a breakout room for sessions and a closing bonfire.', 'PACKAGE', '6200.00', 'FIXED', NULL, false, NULL, NULL, NULL, 14, 365, false, 5),
	('Corporate Packages', 'PKG-CORP-DAY', 'Corporate Day Meeting', 'The Pavilion for up to 120 people for 9 hours, theatre or classroom set-up, projector and screen, sound with two microphones and Wi-Fi.', 'PACKAGE', '60000.00', 'FIXED', '9', true, '5000.00', '4', '12', 14, 365, true, 6),
	('Corporate Packages', 'PKG-CORP-PLENARY', 'Plenary and Breakouts', 'The Pavilion for a plenary of up to 200 and three cabanas as breakout rooms for 9 hours, with projectors, sound and a technician.', 'PACKAGE', '95000.00', 'FIXED', '9', true, '7500.00', '6', '12', 21, 365, false, 7),
	('Team Building', 'PKG-TB-FIELD', 'Team Building Field Day, per person', 'A facilitated programme of team games on the Open-Field with two facilitators, equipment, lunch and an afternoon snack (minimum 20 people).', 'PACKAGE', '1850.00', 'FIXED', NULL, false, NULL, NULL, NULL, 10, 365, true, 8),
	('Team Building', 'PKG-TB-RACE', 'Amazing Race Challenge (up to 50 people)', 'A 6-hour race across the grounds with ten stations, marshals, prizes for the winning team and a debrief in the Pavilion.', 'PACKAGE', '45000.00', 'FIXED', '6', true, '4000.00', '4', '8', 14, 365, false, 9),
	('Camping', 'PKG-CAMP-NIGHT', 'Overnight Camping, per person', 'A tent site on the Open-Field, bonfire night, breakfast, and the shower and toilet block.', 'PACKAGE', '950.00', 'FIXED', NULL, false, NULL, NULL, NULL, 3, 365, false, 10),
	('Camping', 'PKG-CAMP-CABANA', 'Cabana Glamping Night (up to 10 people)', 'One cabana for the night with mattresses and linen, a private fire pit, and breakfast for ten.', 'PACKAGE', '12500.00', 'FIXED', NULL, false, NULL, NULL, NULL, 3, 365, true, 11),
	('Catering', 'ADD-CAT-BUFFET', 'Buffet dinner, per guest', 'Two mains, a vegetable dish, rice, soup, salad bar, dessert and iced tea.', 'PRODUCT', '1450.00', 'FIXED', NULL, false, NULL, NULL, NULL, 7, 540, false, 20),
	('Catering', 'ADD-CAT-PLATED', 'Plated dinner, per guest', 'A four-course plated dinner served at the table, with bread and iced tea.', 'PRODUCT', '1850.00', 'FIXED', NULL, false, NULL, NULL, NULL, 14, 540, false, 21),
	('Catering', 'ADD-CAT-LUNCH', 'Buffet lunch, per guest', 'Two mains, rice, a vegetable dish, fruit and iced tea.', 'PRODUCT', '650.00', 'FIXED', NULL, false, NULL, NULL, NULL, 7, 540, false, 22),
	('Catering', 'ADD-CAT-SNACK', 'Morning or afternoon snack, per guest', 'A native kakanin or sandwich plate with coffee, tea or juice.', 'PRODUCT', '350.00', 'FIXED', NULL, false, NULL, NULL, NULL, 7, 540, false, 23),
	('Catering', 'ADD-CAT-DESSERT', 'Dessert bar', 'Cakes, leche flan, buko pandan and fruit for up to 150 guests, set up for two hours.', 'PRODUCT', '22000.00', 'FIXED', NULL, false, NULL, NULL, NULL, 14, 540, false, 24),
	('Accommodation', 'ADD-ROOM-HAVILA', 'Havila room, per night', 'A private room in the Havila hostel for up to four, with its own bathroom and fan.', 'PRODUCT', '3200.00', 'FIXED', NULL, false, NULL, NULL, NULL, 3, 365, false, 30),
	('Accommodation', 'ADD-ROOM-BED', 'Havila hostel bed, per night', 'A bed in a shared dormitory of the Havila hostel with linen and a locker.', 'PRODUCT', '850.00', 'FIXED', NULL, false, NULL, NULL, NULL, 3, 365, false, 31),
	('Accommodation', 'ADD-CABANA-DAY', 'Cabana, per day', 'One of the four cabanas (6-10 people) as a holding, bridal or breakout room from 8:00 AM to 10:00 PM.', 'PRODUCT', '6500.00', 'FIXED', NULL, false, NULL, NULL, NULL, 3, 365, false, 32),
	('Equipment', 'ADD-SOUND', 'Sound system with operator, per day', 'Two speakers, a mixer, four wireless microphones and an operator for the event day.', 'PRODUCT', '12000.00', 'FIXED', NULL, false, NULL, NULL, NULL, 7, 365, false, 40),
	('Equipment', 'ADD-PROJECTOR', 'Projector and screen, per day', 'A 5,000-lumen projector, a 120-inch screen and an HDMI switcher.', 'PRODUCT', '3500.00', 'FIXED', NULL, false, NULL, NULL, NULL, 3, 365, false, 41),
	('Equipment', 'ADD-LIGHTS', 'Event lighting', 'Fairy lights over the lawn or Pavilion, eight uplights and a lighting operator.', 'PRODUCT', '15000.00', 'FIXED', NULL, false, NULL, NULL, NULL, 14, 365, false, 42),
	('Equipment', 'ADD-GENSET', 'Generator backup, per hour', 'A 60 kVA silent generator on standby for the event, with an operator (4 hours minimum).', 'PRODUCT', '1800.00', 'HOURLY', NULL, false, NULL, '4', '24', 7, 365, false, 43),
	('Extras', 'ADD-TENT-2P', 'Camping tent for two, per night', 'A pitched two-person tent with sleeping mats.', 'PRODUCT', '450.00', 'FIXED', NULL, false, NULL, NULL, NULL, 3, 365, false, 50),
	('Extras', 'ADD-TENT-EVENT', 'Event tent, 10 x 10 m', 'A white event tent for up to 80 seated guests, set up and taken down by the venue.', 'PRODUCT', '18000.00', 'FIXED', NULL, false, NULL, NULL, NULL, 14, 365, false, 51),
	('Extras', 'ADD-BONFIRE', 'Bonfire night', 'A bonfire in the fire circle with firewood for three hours, marshmallows and a fire marshal.', 'PRODUCT', '3500.00', 'FIXED', NULL, false, NULL, NULL, NULL, 3, 365, false, 52),
	('Extras', 'ADD-QUARTET', 'String quartet', 'Live strings for the ceremony and the cocktail hour.', 'PRODUCT', '18000.00', 'FIXED', NULL, false, NULL, NULL, NULL, 30, 540, false, 53),
	('Extras', 'ADD-PHOTOBOOTH', 'Photo booth, 3 hours', 'Unlimited prints with a custom layout and props.', 'PRODUCT', '12000.00', 'FIXED', NULL, false, NULL, NULL, NULL, 14, 540, false, 54),
	('Extras', 'ADD-FIREWORKS', 'Fireworks finale', 'A five-minute display by a licensed pyrotechnician over the Open-Field.', 'PRODUCT', '35000.00', 'FIXED', NULL, false, NULL, NULL, NULL, 30, 540, false, 55),
	('Extras', 'ADD-COORDINATOR', 'On-the-day coordinator, per hour', 'A venue coordinator who runs the programme with your suppliers (4 hours minimum).', 'PRODUCT', '1500.00', 'HOURLY', NULL, false, NULL, '4', '16', 7, 540, false, 56)
) AS p(category, sku, name, description, type, base_price, pricing_model, included_hours, has_excess, excess_price, min_hours, max_hours, advance, maximum, featured, sort)
JOIN "product_categories" c ON c."name" = p.category;--> statement-breakpoint
-- The venue's agreement, with the variables a contract is generated from. A database whose demo data already
-- holds a template of that name gets the content there; otherwise it is added first and then filled.
INSERT INTO "contract_templates" ("name", "description", "content", "signature_requirements")
SELECT 'Event Services Agreement', '', '', '["CLIENT","COMPANY_REP"]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "contract_templates" WHERE "name" = 'Event Services Agreement');--> statement-breakpoint
UPDATE "contract_templates" SET
	"description" = $d$The venue's standard agreement for weddings, retreats, corporate and private events: facilities, fees and deposit, changes, cancellation, house rules. Signed by the client and countersigned by the venue.$d$,
	"content" = $tpl$<h2>Event Services Agreement</h2>
<p>This Event Services Agreement is made on {{today}} between <strong>{{venue_name}}</strong>, Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal (“the Venue”), and <strong>{{client_name}}</strong> (“the Client”), for the event <strong>{{event_name}}</strong>.</p>
<h3>1. Event and facilities</h3>
<p>The Venue reserves for the Client the facilities and services listed in the accepted quotation for {{event_date}}. Access starts at 8:00 AM on {{event_start}}, and the grounds are vacated by 11:00 PM on {{event_end}} unless the quotation includes an overnight stay. Time beyond the hours of the accepted quotation is billed per started hour at the quotation’s rates.</p>
<h3>2. Contract value and payment</h3>
<p>The contract value is <strong>{{contract_value}}</strong>, inclusive of 12% VAT, as in the accepted quotation.</p>
<ul>
<li>A reservation deposit of <strong>{{deposit_amount}}</strong> is due on signing; the date is held once it is paid.</li>
<li>The balance is due on or before <strong>{{balance_due_date}}</strong>.</li>
<li>Payments are made through the client portal, by bank transfer or at the Venue office, and each payment is receipted.</li>
</ul>
<h3>3. Changes and guest count</h3>
<p>The final guest count is confirmed 14 days before the event. Increases after that date are accommodated where possible and billed at the quotation’s rates; decreases do not reduce the catering minimum. A change of date needs at least 14 days’ notice and is subject to availability.</p>
<h3>4. Cancellation</h3>
<ul>
<li>More than 90 days before the event: the deposit is refunded less a handling fee of ₱5,000.00.</li>
<li>30 to 90 days before the event: half of the deposit is refunded.</li>
<li>Less than 30 days before the event: payments made are not refunded.</li>
</ul>
<h3>5. House rules and safety</h3>
<p>The Client ensures that guests and suppliers follow the house rules: open flames only in the bonfire circle, amplified music off by 10:00 PM, no confetti or glitter on the lawns, and no smoking in the Sanctuary chapel, the Pavilion or the Havila hostel. Outside suppliers register with the Venue 7 days before the event.</p>
<h3>6. Liability</h3>
<p>The Client answers for damage to the Venue’s property caused by the Client’s guests or suppliers, at the cost of repair or replacement. The Venue is not liable for personal belongings left on the grounds.</p>
<h3>7. Force majeure</h3>
<p>If a typhoon signal, a government order or another event beyond either party’s control prevents the event, the parties agree on a new date within 12 months at no extra charge; if none can be agreed, payments made are refunded less the costs the Venue has already incurred.</p>
<h3>8. Whole agreement</h3>
<p>This agreement and the accepted quotation are the whole agreement between the parties. It is governed by the laws of the Republic of the Philippines and signed electronically under the Electronic Commerce Act of 2000 (Republic Act No. 8792).</p>$tpl$,
	"signature_requirements" = '["CLIENT","COMPANY_REP"]'::jsonb,
	"updated_at" = now()
WHERE "id" = (SELECT min("id") FROM "contract_templates" WHERE "name" = 'Event Services Agreement');
