-- The staff's work on an order (issue 26): a technician's labour sessions (at most one running per technician and
-- order) and the vehicle's two handovers (with the customer's code, an override and its reason, or none). No data step.
CREATE TABLE "handovers" (
	"order_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"method" text NOT NULL,
	"reason" text,
	CONSTRAINT "handovers_once" UNIQUE("order_id","stage"),
	CONSTRAINT "handovers_stage" CHECK ("handovers"."stage" in ('pickup', 'drop')),
	CONSTRAINT "handovers_method" CHECK ("handovers"."method" in ('code', 'override', 'none')),
	CONSTRAINT "handovers_override_reason" CHECK (("handovers"."method" = 'override') = ("handovers"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "labour_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "labour_sessions_stop_after_start" CHECK ("labour_sessions"."stopped_at" is null or "labour_sessions"."stopped_at" >= "labour_sessions"."started_at")
);
--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_by_id_customers_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_sessions" ADD CONSTRAINT "labour_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_sessions" ADD CONSTRAINT "labour_sessions_technician_id_customers_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labour_sessions_order" ON "labour_sessions" USING btree ("order_id","technician_id");--> statement-breakpoint
CREATE INDEX "labour_sessions_technician" ON "labour_sessions" USING btree ("technician_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "labour_sessions_one_running" ON "labour_sessions" USING btree ("technician_id","order_id") WHERE "labour_sessions"."stopped_at" is null;