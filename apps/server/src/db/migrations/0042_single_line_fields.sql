-- Single-line fields now refuse control characters (issue 38, point 8), and the browser reads the venue's details,
-- names and event names through the same schemas: a value saved before with a line break would fail to parse
-- there (the public site would keep showing its placeholder, the admin could not open the screen to fix it).
-- Each such break becomes a space, once. The footer note stays multi-line.
UPDATE "venue_settings" SET "details" = (
  SELECT jsonb_object_agg(
    "key",
    CASE WHEN "key" <> 'document_footer' AND jsonb_typeof("value") = 'string'
      THEN to_jsonb(btrim(regexp_replace("value" #>> '{}', '[[:cntrl:]\u2028\u2029]+', ' ', 'g')))
      ELSE "value" END)
  FROM jsonb_each("details"))
WHERE jsonb_typeof("details") = 'object' AND "details" <> '{}'::jsonb;
--> statement-breakpoint
UPDATE "users" SET
  "first_name" = btrim(regexp_replace("first_name", '[[:cntrl:]\u2028\u2029]+', ' ', 'g')),
  "last_name" = btrim(regexp_replace("last_name", '[[:cntrl:]\u2028\u2029]+', ' ', 'g'))
WHERE "first_name" ~ '[[:cntrl:]\u2028\u2029]' OR "last_name" ~ '[[:cntrl:]\u2028\u2029]';
--> statement-breakpoint
UPDATE "events" SET "name" = btrim(regexp_replace("name", '[[:cntrl:]\u2028\u2029]+', ' ', 'g'))
WHERE "name" ~ '[[:cntrl:]\u2028\u2029]';
