-- The venue's five event types are reference data every environment needs, so they ship as a migration.
INSERT INTO "event_types" ("name", "description", "sort_order") VALUES
('Wedding', 'Ceremony in the Sanctuary chapel and a reception in the Pavilion or under the open sky, with overnight rooms at Havila for family and guests.', 1),
('Corporate Event', 'Conferences, planning sessions and company celebrations in the Pavilion for 100 to 200 people, with catering and audio-visual support.', 2),
('Retreat', 'Quiet days of reflection for churches, schools and organisations, with chapel services, breakout spaces and overnight stays at Havila.', 3),
('Team Building', 'Outdoor games and facilitated activities on the Open-Field and Angelic Field, with the Cabanas as team bases.', 4),
('Camping', 'Tent sites on the Open-Field with campfire areas, washrooms and the Cabanas for small groups of 6 to 10 people.', 5)
ON CONFLICT ("name") DO NOTHING;
