ALTER TABLE "enquiries" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Contact enquiries sent before topics existed were the spec's four-field form: a message with no text.
UPDATE "enquiries" SET "topic" = 'message' WHERE "kind" = 'contact';--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_topic" CHECK ("enquiries"."topic" in ('message', 'insurance', 'rto', 'city'));