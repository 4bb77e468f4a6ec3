-- The "order placed" e-mail goes into the outbox in the same call that places the order (issue 14): a booking is
-- never confirmed without its e-mail, and an e-mail never goes out for a booking that was refused. The API writes
-- the text (p.mail: {to, subject, body}); place_order as 0005 left it does the booking, unchanged, under a new name.
ALTER FUNCTION "place_order"(jsonb) RENAME TO "place_order_booking";--> statement-breakpoint
CREATE FUNCTION "place_order"("p" jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	result jsonb := "place_order_booking"(p);
BEGIN
	IF (result->>'created')::boolean AND p ? 'mail' THEN
		INSERT INTO "outbox" ("order_id", "to_address", "subject", "body")
			VALUES ((result->'order'->>'id')::uuid, p->'mail'->>'to', p->'mail'->>'subject', p->'mail'->>'body');
	END IF;
	RETURN result;
END;
$$;
