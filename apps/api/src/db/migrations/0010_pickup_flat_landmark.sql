ALTER TABLE "orders" ADD COLUMN "flat" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "landmark" text DEFAULT '' NOT NULL;