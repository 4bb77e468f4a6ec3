ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_city" CHECK ("product_prices"."city" in ('nagpur', 'pune'));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_city" CHECK ("cart_items"."city" in ('nagpur', 'pune'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_city" CHECK ("customers"."city" in ('nagpur', 'pune'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('new', 'pickedUp', 'inService', 'inTransitDown', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('pending', 'requested', 'submitted', 'paid'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city" CHECK ("orders"."city" in ('nagpur', 'pune'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_time_slot" CHECK ("orders"."service_time_slot" in ('10:00 AM - 12:00 PM', '12:00 PM - 02:00 PM', '02:00 PM - 04:00 PM', '04:00 PM - 06:00 PM', '06:00 PM - 08:30 PM'));--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD CONSTRAINT "slot_capacity_city" CHECK ("slot_capacity"."city" in ('nagpur', 'pune'));--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD CONSTRAINT "slot_capacity_slot" CHECK ("slot_capacity"."slot" in ('10:00 AM - 12:00 PM', '12:00 PM - 02:00 PM', '02:00 PM - 04:00 PM', '04:00 PM - 06:00 PM', '06:00 PM - 08:30 PM'));
--> statement-breakpoint
-- How many of a customer's orders that are not cancelled use a coupon: the one count behind the coupon list, the
-- coupon check before checkout and place_order's per-customer limit.
CREATE FUNCTION "coupon_uses_by"("customer" uuid, "coupon" uuid) RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT count(*)::int FROM "orders" o WHERE o."customer_id" = customer AND o."coupon_id" = coupon AND o."status" <> 'cancelled'
$$;
--> statement-breakpoint
-- place_order again, whole. 0003 was edited after it had been committed (the price check), so a database migrated
-- before that edit still runs the old body; this replaces it on every database, and from here on a committed
-- migration is never edited: a change to a function is a new migration that replaces it (decision 0006).
-- A refusal raises SQLSTATE MM409 with the reason as its message, which undoes everything the call did; 'stale'
-- asks the API to read and decide again.
--   p.order   the new orders row (snake_case columns), id, number and OID included
--   p.cartId  the cart item it consumes
--   p.defaultSlotCapacity  the capacity of a slot that has no slot_capacity row yet
--   p.coupon  coupon_terms of the coupon as the API checked it, or null
--   p.price   {tier, pricePaise}: the catalogue price the API priced the order with
-- Returns {created, order}: created false with the order this customer's Idempotency-Key already placed.
CREATE OR REPLACE FUNCTION "place_order"("p" jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	r "orders" := jsonb_populate_record(NULL::"orders", p->'order');
	placed "orders";
BEGIN
	-- One checkout at a time per customer: the replay check and the per-customer coupon count below are then exact.
	PERFORM 1 FROM "customers" WHERE "id" = r."customer_id" FOR NO KEY UPDATE;
	SELECT * INTO placed FROM "orders" WHERE "customer_id" = r."customer_id" AND "idempotency_key" = r."idempotency_key";
	IF FOUND THEN
		RETURN jsonb_build_object('created', false, 'order', to_jsonb(placed));
	END IF;
	DELETE FROM "cart_items" WHERE "id" = (p->>'cartId')::uuid AND "customer_id" = r."customer_id";
	IF NOT FOUND THEN
		RAISE EXCEPTION 'cart-item-gone' USING ERRCODE = 'MM409';
	END IF;
	-- The service still published, at the price the API read: a price edited since is read again and applied.
	IF NOT EXISTS (
		SELECT 1 FROM "products" pr
		JOIN "product_prices" pp ON pp."product_id" = pr."id" AND pp."city" = r."city"
		WHERE pr."id" = r."product_id" AND pr."published"
			AND pp."tier" = p->'price'->>'tier' AND pp."price_paise" = (p->'price'->>'pricePaise')::int
	) THEN
		RAISE EXCEPTION 'stale' USING ERRCODE = 'MM409';
	END IF;
	-- Exact under the customer's lock. The limit it counts against is the one the API read: confirmed unchanged when
	-- the use is taken below, and before a refusal here.
	IF r."coupon_id" IS NOT NULL AND "coupon_uses_by"(r."customer_id", r."coupon_id") >= (p->'coupon'->>'per_customer_limit')::int THEN
		IF NOT EXISTS (SELECT 1 FROM "coupons" WHERE "id" = r."coupon_id" AND "coupon_terms"("coupons") = p->'coupon') THEN
			RAISE EXCEPTION 'stale' USING ERRCODE = 'MM409';
		END IF;
		RAISE EXCEPTION 'coupon-customer-limit' USING ERRCODE = 'MM409';
	END IF;
	-- The order and its timeline's first entry before the slot and the coupon: rows that other checkouts wait for are
	-- taken last, to be held for as short a time as possible.
	INSERT INTO "orders" OVERRIDING SYSTEM VALUE VALUES (r.*) RETURNING * INTO placed;
	INSERT INTO "order_events" ("order_id", "at", "actor_id", "actor_role", "actor_name", "kind", "to_value")
		VALUES (placed."id", placed."created_at", placed."customer_id", 'customer', placed."customer_name", 'placed', placed."status");
	-- A place in the slot only while booked < capacity and the day is open: the conflict branch locks the row and
	-- re-checks its latest version, so concurrent checkouts never overbook.
	INSERT INTO "slot_capacity" ("city", "date", "slot", "capacity", "booked")
		VALUES (r."city", r."servicing_date", r."service_time_slot", (p->>'defaultSlotCapacity')::int, 1)
		ON CONFLICT ("city", "date", "slot") DO UPDATE SET "booked" = "slot_capacity"."booked" + 1
		WHERE "slot_capacity"."booked" < "slot_capacity"."capacity" AND NOT "slot_capacity"."closed";
	IF NOT FOUND THEN
		IF EXISTS (
			SELECT 1 FROM "slot_capacity"
			WHERE "city" = r."city" AND "date" = r."servicing_date" AND "slot" = r."service_time_slot" AND "closed"
		) THEN
			RAISE EXCEPTION 'slot-closed' USING ERRCODE = 'MM409';
		END IF;
		RAISE EXCEPTION 'slot-full' USING ERRCODE = 'MM409';
	END IF;
	-- The coupon's use after the slot, always in that order, so two checkouts never wait for each other in a cycle;
	-- only while uses < total_limit (the row lock makes a concurrent checkout re-read the count), and only on the
	-- terms the API priced with.
	IF r."coupon_id" IS NOT NULL THEN
		UPDATE "coupons" SET "uses" = "uses" + 1
		WHERE "id" = r."coupon_id" AND "active" AND ("total_limit" IS NULL OR "uses" < "total_limit")
			AND "coupon_terms"("coupons") = p->'coupon';
		IF NOT FOUND THEN
			IF EXISTS (
				SELECT 1 FROM "coupons" WHERE "id" = r."coupon_id" AND "active" AND "coupon_terms"("coupons") = p->'coupon'
			) THEN
				RAISE EXCEPTION 'coupon-ran-out' USING ERRCODE = 'MM409';
			END IF;
			RAISE EXCEPTION 'stale' USING ERRCODE = 'MM409';
		END IF;
	END IF;
	RETURN jsonb_build_object('created', true, 'order', to_jsonb(placed));
END;
$$;
