CREATE TABLE "inspection_items" (
	"inspection_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	"state" text,
	"note" text DEFAULT '' NOT NULL,
	"photo_id" uuid,
	"job_item_id" uuid,
	CONSTRAINT "inspection_items_inspection_id_key_pk" PRIMARY KEY("inspection_id","key"),
	CONSTRAINT "inspection_items_state" CHECK ("inspection_items"."state" in ('ok', 'soon', 'now'))
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"vehicle_type" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklists_vehicle_type" CHECK ("checklists"."vehicle_type" in ('Bike', 'Car'))
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "inspection_photos_slot" UNIQUE("inspection_id","slot")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"odometer_km" integer,
	"fuel_level" text,
	CONSTRAINT "inspections_order_kind" UNIQUE("order_id","kind"),
	CONSTRAINT "inspections_kind" CHECK ("inspections"."kind" in ('pickup', 'workshop')),
	CONSTRAINT "inspections_fuel_level" CHECK ("inspections"."fuel_level" in ('empty', 'quarter', 'half', 'threeQuarters', 'full')),
	CONSTRAINT "inspections_odometer" CHECK ("inspections"."odometer_km" between 0 and 9999999)
);
--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_photo_id_inspection_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."inspection_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_job_item_id_job_items_id_fk" FOREIGN KEY ("job_item_id") REFERENCES "public"."job_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_items_job_item" ON "inspection_items" USING btree ("job_item_id") WHERE "inspection_items"."job_item_id" is not null;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_photo_id_inspection_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."inspection_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_items_photo" ON "job_items" USING btree ("photo_id") WHERE "job_items"."photo_id" is not null;