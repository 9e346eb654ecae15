-- Forgetting a person completely (issue 38, point 5). Two database rules the anonymisation needs:
--
-- 1. The audit log and the contract log stay append-only, except for the one transaction that anonymises an
--    account: it sets venue.forgetting to 'on' for itself only (set_config(..., true)), and may then rewrite a
--    row's names and addresses (the log of a signed contract it leaves as it is: that is evidence). Deleting a
--    row stays refused always, so the record of what was done (and when) survives.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('venue.forgetting', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_events_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('venue.forgetting', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'contract_events is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- 2. The "your account was deleted" e-mail goes to the address the account had, which the deletion removed
--    everywhere else. Once the outbox is done with it (sent, bounced or given up), its record keeps that a
--    farewell was sent and when, but neither the address nor the words (they greet the person by name), nor the
--    error of a bounce or failure (an SMTP refusal quotes the address it refused).
CREATE OR REPLACE FUNCTION outbox_forget_farewell() RETURNS trigger AS $$
BEGIN
  IF NEW.template_name = 'privacy_deletion_completed' AND NEW.status IN ('SENT', 'DELIVERED', 'BOUNCED', 'FAILED') THEN
    NEW.to_address := 'deleted@deleted.invalid';
    NEW.delivered_to := NULL;
    NEW.subject := 'Your account was deleted';
    NEW.text_body := 'Removed at the client’s request.';
    NEW.html_body := NULL;
    NEW.body := NULL;
    NEW.attachments := NULL;
    NEW.last_error := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER outbox_forget_farewell BEFORE UPDATE ON outbox_messages
  FOR EACH ROW EXECUTE FUNCTION outbox_forget_farewell();
