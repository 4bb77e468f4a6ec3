CREATE TABLE "subscription_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"registration_number" text NOT NULL,
	"city" text NOT NULL,
	"tier" text NOT NULL,
	"price_paise" integer NOT NULL,
	"sold" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_number_unique" UNIQUE("number"),
	CONSTRAINT "subscriptions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('pending', 'active', 'expired', 'cancelled')),
	CONSTRAINT "subscriptions_city" CHECK ("subscriptions"."city" in ('nagpur', 'pune'))
);
--> statement-breakpoint
ALTER TABLE "payment_links" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_uses" ADD CONSTRAINT "subscription_uses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_uses" ADD CONSTRAINT "subscription_uses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_uses" ADD CONSTRAINT "subscription_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_uses_subscription" ON "subscription_uses" USING btree ("subscription_id","product_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer" ON "subscriptions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_per_vehicle" ON "subscriptions" USING btree ("vehicle_id") WHERE "subscriptions"."status" in ('pending', 'active');--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_open_subscription" ON "payment_links" USING btree ("subscription_id") WHERE "payment_links"."status" = 'created';--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_for_one" CHECK (("payment_links"."order_id" is null) <> ("payment_links"."subscription_id" is null));