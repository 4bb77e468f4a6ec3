ALTER TABLE "customers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_language" CHECK ("customers"."language" in ('en', 'mr', 'hi'));