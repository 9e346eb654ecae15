-- A file question can be answered from the event's questionnaire tab (issue 39, point 7). The file is stored like a
-- booking upload (random key in the storage area "answer-files", first bytes checked) and the answer's value holds
-- its file_id. Rows go with their event or question; the client's are deleted when their account is forgotten.
CREATE TABLE "event_answer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_answer_files_file_id_unique" UNIQUE("file_id")
);--> statement-breakpoint
ALTER TABLE "event_answer_files" ADD CONSTRAINT "event_answer_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answer_files" ADD CONSTRAINT "event_answer_files_field_id_questionnaire_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."questionnaire_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_answer_files_event_field_idx" ON "event_answer_files" USING btree ("event_id","field_id");
