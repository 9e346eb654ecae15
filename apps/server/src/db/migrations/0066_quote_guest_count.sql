-- A quote version says how many guests it is for (issue 39, point 4): accepting it makes that the event's guest
-- count, so the event no longer says 150 while the accepted version is priced for 170. Null on versions made before
-- this, which leave the event's count as it is.
ALTER TABLE "quotes" ADD COLUMN "guest_count" integer;
