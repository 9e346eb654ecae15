-- What PostgreSQL assumes of a client's share of the e-mail and SMS records when it plans a prepared read for any
-- client (a generic plan: the dashboard's communication digest, the records' first page): about twenty records
-- per client, as a venue with many clients has. Sampled alone, a young install where one client holds most records
-- says "half of all rows", the generic plan then reads the whole table, and PostgreSQL switches the dashboard to
-- planning on every call (about 1 ms of planning per request; bench/results/client-reads.md). Plans for a given
-- client's value still use the sampled figures.
ALTER TABLE "outbox_messages" ALTER COLUMN "client_id" SET (n_distinct = -0.05);
