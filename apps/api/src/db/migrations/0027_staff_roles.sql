-- Staff with roles (issue 26, decision 0021): every operator so far becomes an admin; orders get their rider and
-- technician assignments and the customer's handover code.
ALTER TABLE "customers" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_rider_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "technician_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drop_rider_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_rider_id_customers_id_fk" FOREIGN KEY ("pickup_rider_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_technician_id_customers_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_drop_rider_id_customers_id_fk" FOREIGN KEY ("drop_rider_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pickup_rider" ON "orders" USING btree ("pickup_rider_id","servicing_date") WHERE "orders"."pickup_rider_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_drop_rider" ON "orders" USING btree ("drop_rider_id","expected_delivery_date") WHERE "orders"."drop_rider_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_technician" ON "orders" USING btree ("technician_id","servicing_date") WHERE "orders"."technician_id" is not null;--> statement-breakpoint
UPDATE "customers" SET "staff_role" = 'admin' WHERE "role" = 'operator';--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_staff_role" CHECK ("customers"."staff_role" in ('admin', 'advisor', 'technician', 'rider'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_staff_has_role" CHECK (("customers"."role" = 'operator') = ("customers"."staff_role" is not null));