-- A signed contract's PDF is sealed once (issue 38, point 8): rendered when the last party signs (or, for a
-- contract signed before this, at its first download), stored as a file, and served byte for byte ever after.
-- sealed_pdf_sha256 is the SHA-256 of those bytes, so `sha256sum` of a downloaded copy verifies at
-- /api/contracts/verify/<sha256>/ as the record fingerprint printed inside it (final_document_hash) does.
ALTER TABLE "contracts" ADD COLUMN "sealed_pdf_key" text;
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "sealed_pdf_sha256" text;
--> statement-breakpoint
CREATE INDEX "contracts_sealed_pdf_idx" ON "contracts" USING btree ("sealed_pdf_sha256");
