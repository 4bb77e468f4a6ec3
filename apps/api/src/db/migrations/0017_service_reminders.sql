CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_once" UNIQUE("vehicle_id","kind","due_on"),
	CONSTRAINT "reminders_kind" CHECK ("reminders"."kind" in ('service', 'insurance', 'puc'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_interval_months" integer;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD COLUMN "puc_expires_on" date;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD COLUMN "service_due_on" date;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD COLUMN "service_product_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD COLUMN "service_city" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_customer" ON "reminders" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_service_product_id_products_id_fk" FOREIGN KEY ("service_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_service_interval" CHECK ("products"."service_interval_months" is null or "products"."service_interval_months" between 1 and 36);--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_service_city" CHECK ("customer_vehicles"."service_city" in ('nagpur', 'pune'));--> statement-breakpoint
-- The demo catalogue's intervals (issue 16); a catalogue without these services is left as it is.
UPDATE "products" SET "service_interval_months" = 3 WHERE "slug" IN ('bike-general-service', 'bike-premium-service', 'bike-engine-oil-change') AND "service_interval_months" IS NULL;--> statement-breakpoint
UPDATE "products" SET "service_interval_months" = 6 WHERE "slug" IN ('car-basic-service', 'car-comprehensive-service') AND "service_interval_months" IS NULL;--> statement-breakpoint
UPDATE "products" SET "service_interval_months" = 12 WHERE "slug" = 'car-ac-service' AND "service_interval_months" IS NULL;
