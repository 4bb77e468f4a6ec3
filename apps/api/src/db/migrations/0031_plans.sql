CREATE TABLE "plan_prices" (
	"plan_id" uuid NOT NULL,
	"city" text NOT NULL,
	"tier" text NOT NULL,
	"price_paise" integer NOT NULL,
	CONSTRAINT "plan_prices_plan_id_city_tier_pk" PRIMARY KEY("plan_id","city","tier"),
	CONSTRAINT "plan_prices_positive" CHECK ("plan_prices"."price_paise" > 0),
	CONSTRAINT "plan_prices_city" CHECK ("plan_prices"."city" in ('nagpur', 'pune'))
);
--> statement-breakpoint
CREATE TABLE "plan_services" (
	"plan_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "plan_services_plan_id_product_id_pk" PRIMARY KEY("plan_id","product_id"),
	CONSTRAINT "plan_services_uses" CHECK ("plan_services"."uses" between 1 and 24)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_type" text NOT NULL,
	"texts" jsonb NOT NULL,
	"extra_work_percent" integer DEFAULT 0 NOT NULL,
	"free_pickup_drop" boolean DEFAULT false NOT NULL,
	"breakdown_calls" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_vehicle_type" CHECK ("plans"."vehicle_type" in ('Bike', 'Car')),
	CONSTRAINT "plans_extra_work_percent" CHECK ("plans"."extra_work_percent" between 0 and 50),
	CONSTRAINT "plans_breakdown_calls" CHECK ("plans"."breakdown_calls" between 0 and 12)
);
--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_services" ADD CONSTRAINT "plan_services_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_services" ADD CONSTRAINT "plan_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;