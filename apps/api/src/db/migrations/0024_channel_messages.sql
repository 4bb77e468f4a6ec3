ALTER TABLE "outbox" ADD COLUMN "button_payloads" jsonb;--> statement-breakpoint
-- place_order (0018) queues the booking's confirmation on each of the customer's channels (decision 0019): the API
-- writes every message whole (an outbox row: channel, address, customer, subject, body, template, language, values,
-- essential) into p.messages, in the order they go, and they are inserted only if the order is placed, as the e-mail
-- was. p.mail is still taken, from an API of the release before while this one rolls out.
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
	IF (result->>'created')::boolean AND p ? 'messages' THEN
		INSERT INTO "outbox" ("order_id", "customer_id", "channel", "to_address", "subject", "body", "template",
				"language", "variables", "essential", "button_payloads")
			SELECT (result->'order'->>'id')::uuid, (e.m->>'customer_id')::uuid, e.m->>'channel', e.m->>'to_address',
				e.m->>'subject', e.m->>'body', e.m->>'template', e.m->>'language', e.m->'variables',
				coalesce((e.m->>'essential')::boolean, false), e.m->'button_payloads'
			FROM jsonb_array_elements(p->'messages') WITH ORDINALITY AS e(m, n)
			ORDER BY e.n;
	END IF;
	RETURN result;
END;
$$;
