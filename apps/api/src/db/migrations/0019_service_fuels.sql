ALTER TABLE "products" ADD COLUMN "fuels" text[];--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fuels" CHECK ("products"."fuels" is null or (cardinality("products"."fuels") between 1 and 3 and "products"."fuels" <@ array['Petrol', 'Diesel', 'CNG', 'Electric']::text[]));--> statement-breakpoint
-- The demo catalogue's oil and engine services are not for electric vehicles (issue 22): a shop seeded before this
-- migration gets the fuels that seed/data.ts now gives them (a fresh one gets them from the seed).
UPDATE "products" SET "fuels" = ARRAY['Petrol', 'Diesel', 'CNG']
	WHERE "fuels" IS NULL AND "slug" IN ('bike-general-service', 'bike-premium-service', 'bike-engine-oil-change',
		'bike-yearly-care-plan', 'car-basic-service', 'car-comprehensive-service');--> statement-breakpoint
-- An electric vehicle has no PUC certificate: a PUC date saved on one is dropped, as the API now refuses one.
UPDATE "customer_vehicles" SET "puc_expires_on" = NULL WHERE "fuel_type" = 'Electric' AND "puc_expires_on" IS NOT NULL;
