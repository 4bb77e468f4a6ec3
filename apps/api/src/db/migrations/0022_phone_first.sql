CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_channel" CHECK ("consents"."channel" in ('email', 'whatsapp', 'sms')),
	CONSTRAINT "consents_source" CHECK ("consents"."source" in ('signup', 'checkout', 'account', 'whatsapp_stop', 'whatsapp_start'))
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"customer_id" uuid,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "otp_codes_purpose" CHECK ("otp_codes"."purpose" in ('login', 'change_number'))
);
--> statement-breakpoint
ALTER TABLE "job_items" DROP CONSTRAINT "job_items_decided_via";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "variables" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "essential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fallback_of" uuid;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_customer" ON "consents" USING btree ("customer_id","channel","at");--> statement-breakpoint
CREATE INDEX "otp_codes_phone" ON "otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_fallback_of_outbox_id_fk" FOREIGN KEY ("fallback_of") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_verified" ON "customers" USING btree ("phone") WHERE "customers"."phone_verified_at" is not null and "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_order" ON "outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outbox_customer" ON "outbox" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_message" ON "outbox" USING btree ("channel","provider_message_id") WHERE "outbox"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_fallback_once" ON "outbox" USING btree ("fallback_of") WHERE "outbox"."fallback_of" is not null;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_decided_via" CHECK ("job_items"."decided_via" in ('customer', 'phone', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel" CHECK ("outbox"."channel" in ('email', 'whatsapp', 'sms'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_language" CHECK ("outbox"."language" in ('en', 'mr', 'hi'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_status" CHECK ("outbox"."delivery_status" in ('sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
-- E-mails queued before messages knew their customer are linked to the customer whose address they went to, so that
-- a customer's export and erasure find them by customer as they find every later message.
UPDATE "outbox" o SET "customer_id" = c."id"
  FROM "customers" c
 WHERE o."customer_id" IS NULL AND o."channel" = 'email' AND lower(o."to_address") = lower(c."email");
