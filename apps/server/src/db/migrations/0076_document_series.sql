-- Invoices and official receipts numbered in one unbroken sequence per series (issue 41, EOPT: RA 11976 / BIR RR
-- 7-2024). A series is a prefix and a year ("INV-2026", "OR-2026"); `next_number` is the number its next document
-- takes. The issuing transaction takes it with an update of this row, so a rollback gives the number back and
-- concurrent issuers queue on the row: no gap and no duplicate, where a sequence (nextval) leaves gaps.
CREATE TABLE "document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"next_number" bigint NOT NULL
);--> statement-breakpoint
-- An existing install's numbers so far (INV-2026-000042, OR-2026-000017): each year's new numbers follow on.
INSERT INTO "document_series" ("series", "next_number")
SELECT substring("number" from '^(INV-\d{4})-\d+$'), max(substring("number" from '^INV-\d{4}-(\d+)$')::bigint) + 1
FROM "invoices" WHERE "number" ~ '^INV-\d{4}-\d+$' GROUP BY 1;--> statement-breakpoint
INSERT INTO "document_series" ("series", "next_number")
SELECT substring("receipt_number" from '^(OR-\d{4})-\d+$'), max(substring("receipt_number" from '^OR-\d{4}-(\d+)$')::bigint) + 1
FROM "payments" WHERE "receipt_number" ~ '^OR-\d{4}-\d+$' GROUP BY 1;
