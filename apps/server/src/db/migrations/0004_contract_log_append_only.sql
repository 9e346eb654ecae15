-- The contract audit log is evidence: the database itself refuses to change or delete its rows.
CREATE OR REPLACE FUNCTION contract_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'contract_events is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contract_events_no_update BEFORE UPDATE OR DELETE ON contract_events
  FOR EACH ROW EXECUTE FUNCTION contract_events_append_only();
