-- Roles: every existing account is a client; staff and admins are made by the CLI or the staff console.
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('client', 'staff', 'admin'));
