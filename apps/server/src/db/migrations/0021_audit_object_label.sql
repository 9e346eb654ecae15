-- The audit log names what each entry is about ("Maria Santos", "INV-2026-000003", "Quote for Santos Wedding,
-- version 2") as it was called when the change was made (lib/audit-label.ts), so the log reads as words and still
-- names what has since been deleted. Entries from before this migration show the object's kind and number.
ALTER TABLE "audit_log" ADD COLUMN "object_label" text DEFAULT '' NOT NULL;
