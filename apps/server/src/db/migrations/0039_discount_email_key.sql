-- A one-per-person code counts a person, not an account (issue 38, point 8): each use records the normalised
-- address of the booking's contact (emailKey in packages/shared/src/accounts/email-key.ts: lower case, no
-- "+tag", and for Gmail no dots), and the per-client check counts uses by that key as well as by account, so
-- x+1@ does not get a second use of what x@ used.
ALTER TABLE "discount_uses" ADD COLUMN "email_key" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Uses made before: the key of the client's address, by the same rule written once here in SQL.
UPDATE "discount_uses" u SET "email_key" = (
	SELECT CASE
		WHEN k.domain IN ('gmail.com', 'googlemail.com') THEN coalesce(nullif(replace(k.local, '.', ''), ''), k.local) || '@gmail.com'
		ELSE k.local || '@' || k.domain
	END
	FROM (
		SELECT CASE WHEN position('+' in a.local) > 1 THEN split_part(a.local, '+', 1) ELSE a.local END AS local, a.domain
		FROM (
			SELECT substring(e.address from '^(.*)@[^@]*$') AS local, substring(e.address from '@([^@]*)$') AS domain
			FROM (SELECT lower(trim(c."email")) AS address FROM "users" c WHERE c."id" = u."client_id") e
		) a
	) k
) WHERE EXISTS (SELECT 1 FROM "users" c WHERE c."id" = u."client_id" AND c."email" LIKE '_%@%');
--> statement-breakpoint
CREATE INDEX "discount_uses_email_key_idx" ON "discount_uses" USING btree ("email_key", "discount_id");
