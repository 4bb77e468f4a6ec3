CREATE TABLE "cart_item_coupons" (
	"cart_item_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_booking_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_item_coupons" ADD CONSTRAINT "cart_item_coupons_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_coupons" ADD CONSTRAINT "cart_item_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_item_coupons_coupon" ON "cart_item_coupons" USING btree ("coupon_id");--> statement-breakpoint
-- What a checkout relies on in a coupon now includes whether it is for a first booking only: an operator who changes
-- that between the API's read and place_order makes the order 'stale', read and decided again.
CREATE OR REPLACE FUNCTION "coupon_terms"(c "coupons") RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT jsonb_build_object('amount', c."amount", 'discount_type', c."discount_type", 'min_cart_paise',
		c."min_cart_paise", 'valid_from', c."valid_from", 'valid_to', c."valid_to", 'per_customer_limit',
		c."per_customer_limit", 'first_booking_only', c."first_booking_only")
$$;
--> statement-breakpoint
-- place_order (0007) with the first-booking rule: a coupon for a first booking only is refused when the customer
-- already has a booking that is not cancelled. Decided under the customer's row lock (the lock place_order_booking
-- takes first anyway), so two checkouts of one customer on any number of API instances cannot both pass; an
-- idempotent replay of the order that used it is answered as before.
CREATE OR REPLACE FUNCTION "place_order"("p" jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	customer uuid := (p->'order'->>'customer_id')::uuid;
	coupon uuid := (p->'order'->>'coupon_id')::uuid;
	result jsonb;
BEGIN
	IF coupon IS NOT NULL AND EXISTS (SELECT 1 FROM "coupons" WHERE "id" = coupon AND "first_booking_only") THEN
		PERFORM 1 FROM "customers" WHERE "id" = customer FOR NO KEY UPDATE;
		IF NOT EXISTS (
			SELECT 1 FROM "orders" WHERE "customer_id" = customer AND "idempotency_key" = p->'order'->>'idempotency_key'
		) AND EXISTS (SELECT 1 FROM "orders" WHERE "customer_id" = customer AND "status" <> 'cancelled') THEN
			RAISE EXCEPTION 'coupon-first-booking-only' USING ERRCODE = 'MM409';
		END IF;
	END IF;
	result := "place_order_booking"(p);
	IF (result->>'created')::boolean AND p ? 'mail' THEN
		INSERT INTO "outbox" ("order_id", "to_address", "subject", "body")
			VALUES ((result->'order'->>'id')::uuid, p->'mail'->>'to', p->'mail'->>'subject', p->'mail'->>'body');
	END IF;
	RETURN result;
END;
$$;
--> statement-breakpoint
-- The demo catalogue's coupons (issue 22): WELCOME100 is for a first booking only, and each description has its
-- Marathi and Hindi. Only rows still as the demo seeded them are touched; an operator's coupon is left as it is.
UPDATE "coupons" SET "first_booking_only" = true
	WHERE "code" = 'WELCOME100' AND "description" = '₹100 off your first booking of ₹499 or more.';--> statement-breakpoint
UPDATE "coupons" c SET "translations" = d."translations"
	FROM (VALUES
		('WELCOME100', '₹100 off your first booking of ₹499 or more.', '{"mr":{"description":"₹499 किंवा त्याहून अधिक रकमेच्या तुमच्या पहिल्या बुकिंगवर ₹100 सूट."},"hi":{"description":"₹499 या उससे ज़्यादा की आपकी पहली बुकिंग पर ₹100 की छूट।"}}'::jsonb),
		('SERVICE10', '10% off services of ₹999 or more.', '{"mr":{"description":"₹999 किंवा त्याहून अधिक रकमेच्या सर्व्हिसवर 10% सूट."},"hi":{"description":"₹999 या उससे ज़्यादा की सर्विस पर 10% छूट।"}}'::jsonb),
		('MONSOON15', 'Monsoon check-up: 15% off services of ₹1,999 or more.', '{"mr":{"description":"पावसाळी तपासणी: ₹1,999 किंवा त्याहून अधिक रकमेच्या सर्व्हिसवर 15% सूट."},"hi":{"description":"मानसून जाँच: ₹1,999 या उससे ज़्यादा की सर्विस पर 15% छूट।"}}'::jsonb),
		('FLAT500', '₹500 off bookings of ₹2,999 or more, for the first 100 orders.', '{"mr":{"description":"₹2,999 किंवा त्याहून अधिक रकमेच्या बुकिंगवर ₹500 सूट, पहिल्या 100 ऑर्डरसाठी."},"hi":{"description":"₹2,999 या उससे ज़्यादा की बुकिंग पर ₹500 की छूट, पहले 100 ऑर्डर के लिए।"}}'::jsonb),
		('CAR20', '20% off orders of ₹4,999 or more, ideal for a comprehensive car service.', '{"mr":{"description":"₹4,999 किंवा त्याहून अधिक रकमेच्या ऑर्डरवर 20% सूट, कारच्या संपूर्ण सर्व्हिससाठी उत्तम."},"hi":{"description":"₹4,999 या उससे ज़्यादा के ऑर्डर पर 20% छूट, कार की कम्प्रिहेंसिव सर्विस के लिए बढ़िया।"}}'::jsonb)
	) AS d("code", "description", "translations")
	WHERE c."code" = d."code" AND c."description" = d."description" AND c."translations" = '{}'::jsonb;
