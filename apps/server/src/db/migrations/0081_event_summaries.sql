-- What every list of events shows beside each event (its task counts and its contracts' summary) is kept per
-- event in event_summaries, written by triggers in the same statement as the tasks, contracts and signatures it
-- summarises, so it is never stale and every process reads the same row (issue 42, point 4: the client's list
-- read 50 events' tasks and contracts on every call, two thirds of its time in PostgreSQL). A missing row means
-- an event with no tasks and no contracts.
CREATE TABLE "event_summaries" (
  "event_id" integer PRIMARY KEY REFERENCES "events"("id") ON DELETE CASCADE,
  "tasks_total" integer NOT NULL DEFAULT 0,
  "tasks_completed" integer NOT NULL DEFAULT 0,
  -- The statuses of the event's contracts past their draft, in no order (the shared rules rank them).
  "contract_statuses" text[] NOT NULL DEFAULT '{}',
  -- The nearest expiry of a contract out for signature, and whether one of those still waits on the client.
  "contract_next_expiry" date,
  "contract_needs_signature" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
-- Recounted, not incremented, so a summary always equals what it summarises. The row is locked before the
-- recount, which then reads at a snapshot taken after any concurrent writer of the same event committed.
-- The event's row is locked (KEY SHARE, what a foreign key to it takes) before the summary's: a writer that holds
-- the event FOR UPDATE and then writes a task would otherwise deadlock with a contract's writer holding the
-- summary and then writing the event's timeline. A deleted event has nothing to summarise.
CREATE FUNCTION refresh_event_summary(eid integer) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM events WHERE id = eid FOR KEY SHARE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO event_summaries (event_id) VALUES (eid) ON CONFLICT (event_id) DO NOTHING;
  PERFORM 1 FROM event_summaries WHERE event_id = eid FOR UPDATE;
  UPDATE event_summaries s SET
    tasks_total = t.total, tasks_completed = t.completed,
    contract_statuses = c.statuses, contract_next_expiry = c.next_expiry, contract_needs_signature = c.needs_signature
  FROM (
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'COMPLETED'))::int AS completed
    FROM event_tasks WHERE event_id = eid
  ) t, (
    SELECT coalesce(array_agg(k.status), '{}') AS statuses,
      min(k.valid_until) FILTER (WHERE k.status IN ('SENT', 'PARTIALLY_SIGNED')) AS next_expiry,
      coalesce(bool_or(k.status IN ('SENT', 'PARTIALLY_SIGNED') AND NOT EXISTS (
        SELECT 1 FROM contract_signatures g WHERE g.contract_id = k.id AND g.role = 'CLIENT')), false) AS needs_signature
    FROM contracts k WHERE k.event_id = eid AND k.status <> 'DRAFT'
  ) c
  WHERE s.event_id = eid;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION event_summary_of_row() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_event_summary(NEW.event_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.event_id IS DISTINCT FROM NEW.event_id) THEN
    PERFORM refresh_event_summary(OLD.event_id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION event_summary_of_signature() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_event_summary((SELECT event_id FROM contracts WHERE id = NEW.contract_id));
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.contract_id IS DISTINCT FROM NEW.contract_id) THEN
    PERFORM refresh_event_summary((SELECT event_id FROM contracts WHERE id = OLD.contract_id));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER event_summary_tasks AFTER INSERT OR DELETE OR UPDATE OF event_id, status ON event_tasks
  FOR EACH ROW EXECUTE FUNCTION event_summary_of_row();--> statement-breakpoint
CREATE TRIGGER event_summary_contracts AFTER INSERT OR DELETE OR UPDATE OF event_id, status, valid_until ON contracts
  FOR EACH ROW EXECUTE FUNCTION event_summary_of_row();--> statement-breakpoint
CREATE TRIGGER event_summary_signatures AFTER INSERT OR DELETE OR UPDATE OF contract_id, role ON contract_signatures
  FOR EACH ROW EXECUTE FUNCTION event_summary_of_signature();--> statement-breakpoint
-- Every summary counted again: this migration's backfill, and after a TRUNCATE of what they summarise (row
-- triggers do not see one).
CREATE FUNCTION refresh_all_event_summaries() RETURNS void AS $$
BEGIN
  DELETE FROM event_summaries;
  PERFORM refresh_event_summary(e.id) FROM events e
    WHERE EXISTS (SELECT 1 FROM event_tasks t WHERE t.event_id = e.id) OR EXISTS (SELECT 1 FROM contracts c WHERE c.event_id = e.id);
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION event_summaries_after_truncate() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_all_event_summaries();
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER event_summary_tasks_truncated AFTER TRUNCATE ON event_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION event_summaries_after_truncate();--> statement-breakpoint
CREATE TRIGGER event_summary_contracts_truncated AFTER TRUNCATE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION event_summaries_after_truncate();--> statement-breakpoint
CREATE TRIGGER event_summary_signatures_truncated AFTER TRUNCATE ON contract_signatures
  FOR EACH STATEMENT EXECUTE FUNCTION event_summaries_after_truncate();--> statement-breakpoint
SELECT refresh_all_event_summaries();
