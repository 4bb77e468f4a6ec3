CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"text" text NOT NULL,
	"provider_message_id" text,
	"outbox_id" uuid,
	"operator_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_direction" CHECK ("conversation_messages"."direction" in ('in', 'out')),
	CONSTRAINT "conversation_messages_kind" CHECK ("conversation_messages"."kind" in ('text', 'button', 'template'))
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_operator_id_customers_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_order" ON "conversation_messages" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "conversation_messages_phone" ON "conversation_messages" USING btree ("phone","at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_provider" ON "conversation_messages" USING btree ("provider_message_id") WHERE "conversation_messages"."provider_message_id" is not null;