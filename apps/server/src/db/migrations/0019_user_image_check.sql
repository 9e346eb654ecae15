-- User images are decoded and re-encoded before they are stored (lib/user-image.ts). Rows stored before that are
-- checked once by the startup image check (modules/contracts/image-check.ts): these columns say which were, so a
-- restart checks only new rows, and the partial indexes find the unchecked ones without reading the whole table.
-- Both ADD COLUMNs are metadata-only in PostgreSQL (no default, or a constant one): no table rewrite.
ALTER TABLE "contract_signatures" ADD COLUMN "image_checked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "image_unreadable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "contract_signatures_image_unchecked_idx" ON "contract_signatures" ("id") WHERE "image_checked_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_checked_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "users_avatar_unchecked_idx" ON "users" ("id") WHERE "avatar_key" IS NOT NULL AND "avatar_checked_at" IS NULL;
