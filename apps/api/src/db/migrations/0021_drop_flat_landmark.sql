ALTER TABLE "orders" ADD COLUMN "drop_flat" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drop_landmark" text DEFAULT '' NOT NULL;