ALTER TABLE "job_items" ADD COLUMN "decision" text DEFAULT 'proposed' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
-- Items recorded before approvals existed: where the payment was already requested (or made), the customer was
-- shown that amount, so they stay billed (approved, with no channel: nobody is said to have approved them). On an
-- order still before its payment request they become proposals the customer decides on.
UPDATE "job_items" SET "decision" = 'approved', "decided_at" = "job_items"."created_at"
	FROM "orders" WHERE "orders"."id" = "job_items"."order_id" AND "orders"."payment_status" <> 'pending';--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "decided_via" text;--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_recorded_by_customers_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_decision" CHECK ("job_items"."decision" in ('proposed', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_decided_via" CHECK ("job_items"."decided_via" in ('customer', 'phone'));--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_decided" CHECK (("job_items"."decision" = 'proposed') = ("job_items"."decided_at" is null) and ("job_items"."decided_via" is null or "job_items"."decided_at" is not null));