-- Files an e-mail carries (a booking confirmation's .ics invitation), kept with the message so a retry or a
-- restart sends exactly what was queued. Text content only; null for almost every message.
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;
