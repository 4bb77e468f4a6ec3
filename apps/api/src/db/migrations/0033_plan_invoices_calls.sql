CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"refund_reference" text DEFAULT '' NOT NULL,
	CONSTRAINT "credit_notes_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_series" UNIQUE("financial_year","sequence")
);
--> statement-breakpoint
CREATE TABLE "subscription_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"note" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_kind";--> statement-breakpoint
DROP INDEX "subscriptions_one_per_vehicle";--> statement-breakpoint
DROP INDEX "job_items_created";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "plan_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_calls" ADD CONSTRAINT "subscription_calls_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_calls" ADD CONSTRAINT "subscription_calls_recorded_by_customers_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_customer" ON "credit_notes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscription_calls_subscription" ON "subscription_calls" USING btree ("subscription_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_plan_subscription_id_subscriptions_id_fk" FOREIGN KEY ("plan_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_items_plan" ON "job_items" USING btree ("plan_subscription_id") WHERE "job_items"."plan_subscription_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_waiting_per_vehicle" ON "subscriptions" USING btree ("vehicle_id") WHERE "subscriptions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_running_per_day" ON "subscriptions" USING btree ("vehicle_id","ends_on") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "job_items_created" ON "job_items" USING btree ("created_at","decision","quantity","unit_price_paise","discount_percent");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_unique" UNIQUE("subscription_id");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_kind" CHECK ("reminders"."kind" in ('service', 'insurance', 'puc', 'planRenewal'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_for_one" CHECK (("invoices"."order_id" is null) <> ("invoices"."subscription_id" is null));--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_discount" CHECK ("job_items"."discount_percent" between 0 and 50 and ("job_items"."discount_percent" = 0 or "job_items"."plan_subscription_id" is not null));