-- A guest who booked without an account has one with a password nobody knows (issue 39, point 5). The account says
-- so (password_set false) so that an e-mail link to a page that needs an account can carry a one-time link to set
-- the password instead, which names the page to land on afterwards (next_path, a same-site path). Existing accounts
-- are taken to have a password: a guest among them can still use "Forgot password".
ALTER TABLE "users" ADD COLUMN "password_set" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "next_path" text;
