-- Payments through the gateway (Razorpay Payment Links): one row a link made for an order, the payment that paid it
-- (its id unique, so one payment never pays twice) and a refund; at most one open link per order.
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway_link_id" text NOT NULL,
	"short_url" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"reference_id" text NOT NULL,
	"gateway_payment_id" text,
	"method" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_id" text,
	"refund_status" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_gateway_link_id_unique" UNIQUE("gateway_link_id"),
	CONSTRAINT "payment_links_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payment_links_status" CHECK ("payment_links"."status" in ('created', 'partially_paid', 'paid', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_open" ON "payment_links" USING btree ("order_id") WHERE "payment_links"."status" = 'created';--> statement-breakpoint
CREATE INDEX "payment_links_order" ON "payment_links" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_links_open_since" ON "payment_links" USING btree ("created_at") WHERE "payment_links"."status" = 'created';